import { describe, expect, it } from 'vitest';
import { CATEGORY_RULES } from '#shared/domain/compliance/compliance-rules';
import { checkOf, dealFacts } from '#shared/domain/compliance/compliance-testing';

describe('the category check', () => {
  it('asks to confirm the suggestion', () => {
    expect(
      checkOf(dealFacts({ category: null, suggestedCategory: 'alcohol' }), 'category'),
    ).toMatchObject({
      level: 'todo',
      lineId: null,
      sentence: 'Catégorie à confirmer (suggestion : Alcool).',
    });
  });

  it('blocks a banned category', () => {
    const check = checkOf(dealFacts({ category: 'nicotine' }), 'category');
    expect(check).toMatchObject({ level: 'blocking', source: 'Loi n° 2023-451, art. 4' });
    expect(check.sentence).toBe('Produits de la nicotine : promotion interdite aux influenceurs.');
  });

  it('asks for a regulated category’s conditions until they are ticked', () => {
    const unticked = checkOf(dealFacts({ category: 'gambling' }), 'category');
    expect(unticked.level).toBe('todo');
    expect(unticked.sentence).toContain(CATEGORY_RULES.gambling.condition);
    const ticked = dealFacts({ category: 'gambling', areCategoryConditionsMet: true });
    expect(checkOf(ticked, 'category')).toMatchObject({
      level: 'ok',
      source: CATEGORY_RULES.gambling.source,
    });
  });

  it('is OK without a category', () => {
    expect(checkOf(dealFacts({ category: 'none' }), 'category').level).toBe('ok');
  });

  it('applies the ban from 11 June 2023, not the day before', () => {
    expect(
      checkOf(dealFacts({ day: '2023-06-10', category: 'sports_tips' }), 'category').level,
    ).toBe('ok');
    expect(
      checkOf(dealFacts({ day: '2023-06-11', category: 'sports_tips' }), 'category').level,
    ).toBe('blocking');
  });
});
