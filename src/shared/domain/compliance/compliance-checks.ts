// Issue 31, decision 0061: the 'Conformité' panel of a deal, computed once from its facts for the
// panel, the overview and the contract. The rules (thresholds, dates, sources) are data in
// compliance-rules.ts; this file only reads them.

import type {
  BrandYearLine,
  ComplianceCheck,
  ComplianceFacts,
  ComplianceLevel,
  CreatorFacts,
} from '#shared/domain/compliance/compliance-types';
import { COMPLIANCE_CHECK_IDS } from '#shared/domain/compliance/compliance-types';
import {
  CONTRACT_DATA,
  CONTRACT_THRESHOLD,
  getCategoryRule,
  formatRuleDay,
  isInForce,
} from '#shared/domain/compliance/compliance-rules';
import { checkMentions } from '#shared/domain/compliance/compliance-mentions';
import { checkMinor, checkNonEu } from '#shared/domain/compliance/compliance-creator-checks';
import { formatEuros } from '#shared/domain/money';
import { compliance } from '#shared/i18n/fr-compliance';

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * Pay plus gifts of one creator with one brand over the calendar year of `day` (the deal's):
 * a written contract is required from the threshold on, for deals from the rule's date.
 */
export function isWrittenContractRequired(
  lines: BrandYearLine[],
  day: string,
): { required: boolean; totalCents: number; year: number } {
  const year = yearOf(day);
  const totalCents = lines
    .filter((line) => yearOf(line.day) === year)
    .reduce((sum, line) => sum + line.rateCents + line.giftsCents, 0);
  const required = isInForce(CONTRACT_THRESHOLD, day) && totalCents >= CONTRACT_THRESHOLD.cents;
  return { required, totalCents, year };
}

function isContractSigned(creator: CreatorFacts): boolean {
  const contract = creator.contract;
  if (!contract) return false;
  return contract.hasSignedUpload || (contract.isSignedByCreator && contract.isSignedByAgency);
}

function checkWrittenContract(facts: ComplianceFacts, creator: CreatorFacts): ComplianceCheck {
  const base = {
    id: 'written_contract',
    lineId: creator.lineId,
    source: CONTRACT_THRESHOLD.source,
  } as const;
  if (!isInForce(CONTRACT_THRESHOLD, facts.day)) {
    return {
      ...base,
      level: 'ok',
      sentence: compliance.notInForce(formatRuleDay(CONTRACT_THRESHOLD.from)),
    };
  }
  const { required, totalCents, year } = isWrittenContractRequired(creator.brandLines, facts.day);
  const total = formatEuros(totalCents);
  const threshold = formatEuros(CONTRACT_THRESHOLD.cents);
  const texts = compliance.writtenContract;
  if (isContractSigned(creator)) {
    return { ...base, level: 'ok', sentence: texts.signed(total, year) };
  }
  if (!required) {
    return { ...base, level: 'ok', sentence: texts.belowThreshold(total, year, threshold) };
  }
  const sentence = creator.contract
    ? texts.toSign(total, year, threshold)
    : texts.toGenerate(total, year, threshold);
  return { ...base, level: 'todo', sentence };
}

const list = new Intl.ListFormat('fr', { type: 'conjunction' });
const isBlank = (text: string) => text.trim() === '';

/** What art. 8 asks a contract to state and the deal does not say yet, in the panel's words. */
export function findMissingContractData(facts: ComplianceFacts, creator: CreatorFacts): string[] {
  const items = compliance.contractData.items;
  const missing: [boolean, string][] = [
    [isBlank(creator.party.name), items.creatorName],
    [isBlank(creator.party.address), items.creatorAddress],
    [isBlank(creator.party.email), items.creatorEmail],
    [isBlank(creator.party.country), items.creatorCountry],
    [isBlank(facts.brand.name), items.brandName],
    [isBlank(facts.brand.address), items.brandAddress],
    [isBlank(facts.brand.email), items.brandEmail],
    [isBlank(facts.brand.country), items.brandCountry],
    [creator.missionCount === 0, items.missions],
    [creator.rateCents + creator.giftsCents <= 0, items.pay],
    [isBlank(facts.rightsUsage), items.rightsUsage],
    [facts.rightsMonths === null, items.rightsMonths],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, item]) => item);
}

// Without a required contract, missing data is still 'À faire': a contract remains good practice,
// and the agency sees what one would lack before the year's total crosses the threshold.
function checkContractData(facts: ComplianceFacts, creator: CreatorFacts): ComplianceCheck {
  const base = {
    id: 'contract_data',
    lineId: creator.lineId,
    source: CONTRACT_DATA.source,
  } as const;
  const { required } = isWrittenContractRequired(creator.brandLines, facts.day);
  const missing = findMissingContractData(facts, creator);
  const texts = compliance.contractData;
  if (missing.length === 0) {
    return {
      ...base,
      level: 'ok',
      sentence: required ? texts.complete : texts.notRequiredComplete,
    };
  }
  const items = list.format(missing);
  const sentence = required ? texts.missing(items) : texts.notRequiredMissing(items);
  return { ...base, level: 'todo', sentence };
}

function checkCategory(facts: ComplianceFacts): ComplianceCheck {
  const labels = compliance.categories;
  const texts = compliance.category;
  if (facts.category === null) {
    const { source } = getCategoryRule(facts.suggestedCategory);
    const sentence = texts.unconfirmed(labels[facts.suggestedCategory]);
    return { id: 'category', lineId: null, level: 'todo', sentence, source };
  }
  const rule = getCategoryRule(facts.category);
  const label = labels[facts.category];
  const base = { id: 'category', lineId: null, source: rule.source } as const;
  if (rule.kind === 'none') return { ...base, level: 'ok', sentence: texts.none };
  if (!isInForce(rule, facts.day)) {
    return { ...base, level: 'ok', sentence: compliance.notInForce(formatRuleDay(rule.from)) };
  }
  if (rule.kind === 'banned') return { ...base, level: 'blocking', sentence: texts.banned(label) };
  return facts.areCategoryConditionsMet
    ? { ...base, level: 'ok', sentence: texts.conditionsMet(label) }
    : { ...base, level: 'todo', sentence: texts.conditionsToMeet(label, rule.condition) };
}

const LEVEL_WEIGHT: Record<ComplianceLevel, number> = { ok: 0, todo: 1, blocking: 2 };

/** The panel's summary: 'blocking' over 'todo' over 'ok'; 'ok' when there is no check. */
export function getWorstLevel(checks: readonly ComplianceCheck[]): ComplianceLevel {
  return checks.reduce<ComplianceLevel>(
    (worst, check) => (LEVEL_WEIGHT[check.level] > LEVEL_WEIGHT[worst] ? check.level : worst),
    'ok',
  );
}

/** The checks in COMPLIANCE_CHECK_IDS order; a per-creator check once per creator line. */
export function evaluateCompliance(facts: ComplianceFacts): ComplianceCheck[] {
  const byId = {
    written_contract: () => facts.creators.map((creator) => checkWrittenContract(facts, creator)),
    contract_data: () => facts.creators.map((creator) => checkContractData(facts, creator)),
    category: () => [checkCategory(facts)],
    minor: () => facts.creators.map((creator) => checkMinor(facts, creator)),
    non_eu: () => facts.creators.map((creator) => checkNonEu(facts, creator)),
    mentions: () => [checkMentions(facts)],
  };
  return COMPLIANCE_CHECK_IDS.flatMap((id) => byId[id]());
}
