import { describe, expect, it, vi } from 'vitest';
import {
  evaluateCompliance,
  getWorstLevel,
  isWrittenContractRequired,
} from '#shared/domain/compliance/compliance-checks';
import type * as Rules from '#shared/domain/compliance/compliance-rules';
import type { BrandYearLine } from '#shared/domain/compliance/compliance-types';
import {
  checkOf,
  creatorFacts,
  dealFacts,
  line,
} from '#shared/domain/compliance/compliance-testing';
import { COMPLIANCE_CHECK_IDS } from '#shared/domain/compliance/compliance-types';
import { formatEuros } from '#shared/domain/money';
import { compliance } from '#shared/i18n/fr-compliance';

const withLines = (...brandLines: BrandYearLine[]) =>
  dealFacts({ creators: [creatorFacts({ brandLines })] });

describe('isWrittenContractRequired', () => {
  it('requires a contract at 1,000 € HT, not at 999.99 €', () => {
    expect(isWrittenContractRequired([line('2026-03-10', 99_999)], '2026-03-10')).toEqual({
      required: false,
      totalCents: 99_999,
      year: 2026,
    });
    expect(isWrittenContractRequired([line('2026-03-10', 100_000)], '2026-03-10')).toEqual({
      required: true,
      totalCents: 100_000,
      year: 2026,
    });
  });

  it('adds up two deals with one brand in the year (600 € + 500 €)', () => {
    const lines = [line('2026-02-01', 60_000, 0, 'a'), line('2026-09-30', 50_000, 0, 'b')];
    expect(isWrittenContractRequired(lines, '2026-09-30')).toMatchObject({
      required: true,
      totalCents: 110_000,
    });
  });

  it('counts gifts alone', () => {
    expect(isWrittenContractRequired([line('2026-05-01', 0, 100_000)], '2026-05-01')).toMatchObject(
      {
        required: true,
        totalCents: 100_000,
      },
    );
  });

  it('keeps the calendar year of the deal: 31 December and 1 January never add up', () => {
    const lines = [line('2026-12-31', 60_000, 0, 'a'), line('2027-01-01', 50_000, 0, 'b')];
    expect(isWrittenContractRequired(lines, '2026-12-31')).toEqual({
      required: false,
      totalCents: 60_000,
      year: 2026,
    });
    expect(isWrittenContractRequired(lines, '2027-01-01')).toEqual({
      required: false,
      totalCents: 50_000,
      year: 2027,
    });
  });

  it('requires nothing for a deal before 1 January 2026, however large', () => {
    expect(isWrittenContractRequired([line('2025-12-31', 500_000)], '2025-12-31')).toMatchObject({
      required: false,
      totalCents: 500_000,
      year: 2025,
    });
  });
});

describe('the written contract check', () => {
  it('asks for a contract at the threshold, with the year’s total', () => {
    const check = checkOf(
      withLines(line('2026-03-10', 60_000, 0, 'a'), line('2026-06-01', 50_000)),
      'written_contract',
    );
    expect(check).toEqual({
      id: 'written_contract',
      lineId: 'line-1',
      level: 'todo',
      sentence: compliance.writtenContract.toGenerate(
        formatEuros(110_000),
        2026,
        formatEuros(100_000),
      ),
      source: 'Loi n° 2023-451, art. 8 ; décret n° 2025-1137',
    });
    expect(check.sentence).toContain('1\u202f100\u00a0€ HT');
  });

  it('is OK below the threshold and says the total', () => {
    const check = checkOf(withLines(line('2026-03-10', 99_999)), 'written_contract');
    expect(check.level).toBe('ok');
    expect(check.sentence).toBe(
      compliance.writtenContract.belowThreshold('999,99\u00a0€', 2026, '1\u202f000\u00a0€'),
    );
  });

  it('waits for both signatures, or a signed file', () => {
    const required = { brandLines: [line('2026-03-10', 100_000)] };
    const signedBy = (
      isSignedByCreator: boolean,
      isSignedByAgency: boolean,
      hasSignedUpload = false,
    ) =>
      checkOf(
        dealFacts({
          creators: [
            creatorFacts({
              ...required,
              contract: { isSignedByCreator, isSignedByAgency, hasSignedUpload },
            }),
          ],
        }),
        'written_contract',
      );
    expect(signedBy(true, false)).toMatchObject({ level: 'todo' });
    expect(signedBy(true, false).sentence).toContain('à faire signer par les deux parties');
    expect(signedBy(true, true)).toMatchObject({ level: 'ok' });
    expect(signedBy(true, true).sentence).toMatch(/^Contrat signé/);
    expect(signedBy(false, false, true)).toMatchObject({ level: 'ok' });
  });

  it('is OK for a 2025 deal, saying from when the rule applies', () => {
    const facts = dealFacts({
      day: '2025-12-31',
      creators: [creatorFacts({ brandLines: [line('2025-12-31', 500_000)] })],
    });
    expect(checkOf(facts, 'written_contract')).toMatchObject({
      level: 'ok',
      sentence: 'Règle applicable aux collaborations à partir du 1er janvier 2026.',
    });
  });

  it('reads the threshold from CONTRACT_THRESHOLD', async () => {
    vi.resetModules();
    vi.doMock('#shared/domain/compliance/compliance-rules', async (importOriginal) => {
      const rules = await importOriginal<typeof Rules>();
      return { ...rules, CONTRACT_THRESHOLD: { ...rules.CONTRACT_THRESHOLD, cents: 50_000 } };
    });
    const checks = await import('#shared/domain/compliance/compliance-checks');
    expect(
      checks.isWrittenContractRequired([line('2026-03-10', 50_000)], '2026-03-10').required,
    ).toBe(true);
    expect(
      checks.isWrittenContractRequired([line('2026-03-10', 49_999)], '2026-03-10').required,
    ).toBe(false);
    vi.doUnmock('#shared/domain/compliance/compliance-rules');
    vi.resetModules();
  });
});

describe('the contract data check', () => {
  const required = [line('2026-03-10', 100_000)];

  it('is OK when everything art. 8 asks for is given', () => {
    expect(checkOf(withLines(...required), 'contract_data')).toMatchObject({
      level: 'ok',
      sentence: 'Données du contrat complètes.',
      source: 'Loi n° 2023-451, art. 8',
    });
  });

  it('lists what is missing', () => {
    const facts = dealFacts({
      brand: { name: 'Maison Lumière', address: '5 avenue Foch', email: 'a@b.fr', country: '' },
      rightsMonths: null,
      creators: [
        creatorFacts({ brandLines: required, party: { ...creatorFacts().party, email: ' ' } }),
      ],
    });
    expect(checkOf(facts, 'contract_data')).toMatchObject({
      level: 'todo',
      sentence:
        'Manquant : adresse email du créateur, pays de résidence fiscale de la marque et durée des droits.',
    });
  });

  it('asks for missions and some pay or gifts', () => {
    const facts = dealFacts({
      creators: [
        creatorFacts({ brandLines: required, missionCount: 0, rateCents: 0, giftsCents: 0 }),
      ],
    });
    expect(checkOf(facts, 'contract_data').sentence).toBe(
      'Manquant : missions et rémunération ou cadeaux.',
    );
  });

  it('without a required contract: OK when complete, else still to do (a contract is good practice)', () => {
    expect(checkOf(dealFacts(), 'contract_data')).toMatchObject({
      level: 'ok',
      sentence: compliance.contractData.notRequiredComplete,
    });
    expect(checkOf(dealFacts({ rightsUsage: '' }), 'contract_data')).toMatchObject({
      level: 'todo',
      sentence: compliance.contractData.notRequiredMissing('usages des droits cédés'),
    });
  });
});

describe('the evaluation', () => {
  it('lists the checks in the panel’s order, the per-creator ones once per creator', () => {
    const facts = dealFacts({ creators: [creatorFacts(), creatorFacts({ lineId: 'line-2' })] });
    const checks = evaluateCompliance(facts);
    expect(checks.map((check) => [check.id, check.lineId])).toEqual([
      ['written_contract', 'line-1'],
      ['written_contract', 'line-2'],
      ['contract_data', 'line-1'],
      ['contract_data', 'line-2'],
      ['category', null],
      ['minor', 'line-1'],
      ['minor', 'line-2'],
      ['non_eu', 'line-1'],
      ['non_eu', 'line-2'],
      ['mentions', null],
    ]);
    expect([...new Set(checks.map((check) => check.id))]).toEqual([...COMPLIANCE_CHECK_IDS]);
  });

  it('gives the worst level: blocking over to do over OK', () => {
    expect(getWorstLevel(evaluateCompliance(dealFacts()))).toBe('ok');
    expect(getWorstLevel(evaluateCompliance(dealFacts({ category: 'alcohol' })))).toBe('todo');
    expect(getWorstLevel(evaluateCompliance(dealFacts({ category: 'wild_animals' })))).toBe(
      'blocking',
    );
    expect(getWorstLevel([])).toBe('ok');
  });
});
