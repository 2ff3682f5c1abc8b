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
    // A mission's tag outside the loop.
    expect(findTemplateTagProblem({ ...every(), payAmount: { type: {} } })).toEqual({
      kind: 'unknown',
      name: 'type',
    });
  });

  it('accepts conditions and the document’s tags inside the loop', () => {
    const tags = every();
    tags.creatorSiret = { creatorSiret: {} };
    tags.missions = { type: {}, brandName: {}, imageMention: { imageMention: {} } };
    expect(findTemplateTagProblem(tags)).toBeNull();
    // A required tag used only inside a condition is there.
    const nested = every();
    delete nested.creatorEmail;
    nested.creatorSiret = { creatorEmail: {} };
    expect(findTemplateTagProblem(nested)).toBeNull();
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
