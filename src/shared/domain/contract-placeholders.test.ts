import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PLACEHOLDERS,
  findTemplateTagProblem,
  REQUIRED_PLACEHOLDERS,
} from '#shared/domain/contract-placeholders';

// The tags of a template as docxtemplater's InspectModule gives them: a tag → its children.
const every = () => {
  const tags: Record<string, unknown> = Object.fromEntries(
    CONTRACT_PLACEHOLDERS.map((tag) => [tag.name, {}]),
  );
  tags.missions = { type: {}, description: {}, publishOn: {}, imageMention: {} };
  return tags;
};

describe('findTemplateTagProblem', () => {
  it('accepts the default template’s tags, and the required ones alone', () => {
    expect(findTemplateTagProblem(every())).toBeNull();
    expect(
      findTemplateTagProblem(Object.fromEntries(REQUIRED_PLACEHOLDERS.map((name) => [name, {}]))),
    ).toBeNull();
  });

  it('names an unknown tag, outside or inside the missions’ loop', () => {
    expect(findTemplateTagProblem({ ...every(), bonus: {} })).toEqual({
      kind: 'unknown',
      name: 'bonus',
    });
    expect(findTemplateTagProblem({ ...every(), missions: { price: {} } })).toEqual({
      kind: 'unknown',
      name: 'price',
    });
    // A loop over a datum that is no list: its inner tags are unknown.
    expect(findTemplateTagProblem({ ...every(), payAmount: { type: {} } })).toEqual({
      kind: 'unknown',
      name: 'type',
    });
  });

  it('names a required tag that is missing (the data of art. 8)', () => {
    const tags = every();
    delete tags.rightsMonths;
    expect(findTemplateTagProblem(tags)).toEqual({ kind: 'missing', name: 'rightsMonths' });
    expect(REQUIRED_PLACEHOLDERS).toEqual(
      expect.arrayContaining(['brandLegalName', 'creatorCountry', 'missions', 'giftsAmount']),
    );
  });
});
