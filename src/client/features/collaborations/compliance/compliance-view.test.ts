import { describe, expect, it } from 'vitest';
import {
  describeCategory,
  groupChecksByCreator,
} from '#client/features/collaborations/compliance/compliance-view';
import type { ComplianceCheck } from '#shared/domain/compliance/compliance-types';
import type { CompliancePanel } from '#shared/schemas/compliance';

const check = (id: ComplianceCheck['id'], lineId: string | null): ComplianceCheck => ({
  id,
  level: 'ok',
  lineId,
  sentence: `${id} ${lineId ?? 'deal'}`,
  source: 'Loi n° 2023-451',
});

const panel = (checks: ComplianceCheck[], category: CompliancePanel['category'] = null) =>
  ({
    collaborationId: 'c1',
    category,
    suggestedCategory: 'alcohol',
    creators: [
      { lineId: 'l1', fullName: 'Zoé Laurent' },
      { lineId: 'l2', fullName: 'Hugo Martin' },
      { lineId: 'l3', fullName: 'Sans vérification' },
    ],
    checks,
    worstLevel: 'ok',
  }) satisfies CompliancePanel;

describe('groupChecksByCreator', () => {
  it('puts the deal’s checks first, then each creator’s in the deal’s order', () => {
    const groups = groupChecksByCreator(
      panel([
        check('written_contract', 'l2'),
        check('mentions', null),
        check('minor', 'l1'),
        check('category', null),
        check('written_contract', 'l1'),
      ]),
    );
    expect(groups.map((group) => group.fullName)).toEqual([null, 'Zoé Laurent', 'Hugo Martin']);
    // Inside a group, the panel's order of checks (contract, data, category, minor, EU, mentions).
    expect(groups[0]!.checks.map((c) => c.id)).toEqual(['category', 'mentions']);
    expect(groups[1]!.checks.map((c) => c.id)).toEqual(['written_contract', 'minor']);
    expect(groups[2]!.checks.map((c) => c.id)).toEqual(['written_contract']);
  });

  it('leaves out a creator without a check, and shows a check of an unknown line with the deal', () => {
    const groups = groupChecksByCreator(panel([check('minor', 'gone'), check('non_eu', 'l2')]));
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ lineId: null, checks: [{ id: 'minor', lineId: 'gone' }] });
    expect(groups[1]).toMatchObject({ lineId: 'l2', fullName: 'Hugo Martin' });
  });

  it('has no group for a panel without checks', () => {
    expect(groupChecksByCreator(panel([]))).toEqual([]);
  });
});

describe('describeCategory', () => {
  it('names the suggestion while the category is not confirmed', () => {
    expect(describeCategory(panel([]))).toEqual({ isConfirmed: false, category: 'alcohol' });
  });

  it('names the confirmed category, even "none" against a suggestion', () => {
    expect(describeCategory(panel([], 'none'))).toEqual({ isConfirmed: true, category: 'none' });
  });
});
