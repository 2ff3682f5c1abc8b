// Issue 31, decision 0061: the checks about the creator themself: their age on the publication
// day (loi n° 2020-1266) and where they are established (loi n° 2023-451, art. 9).

import type {
  ComplianceCheck,
  ComplianceFacts,
  CreatorFacts,
} from '#shared/domain/compliance/compliance-types';
import {
  MINOR_RULE,
  NON_EU_RULE,
  formatRuleDay,
  isInForce,
  isInsideEu,
} from '#shared/domain/compliance/compliance-rules';
import { formatLongDate } from '#shared/domain/dates';
import { compliance } from '#shared/i18n/fr-compliance';

/**
 * Whole years between two 'YYYY-MM-DD' days, compared as text so no time zone moves a birthday.
 * Born on 29 February: the birthday of a common year comes on 1 March.
 */
export function getAgeOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Under 16 on the first publication day (published, else planned; else the deal’s day). */
export function checkMinor(facts: ComplianceFacts, creator: CreatorFacts): ComplianceCheck {
  const base = { id: 'minor', lineId: creator.lineId, source: MINOR_RULE.source } as const;
  const day = creator.firstPublicationDay ?? facts.day;
  const texts = compliance.minor;
  if (!isInForce(MINOR_RULE, day)) {
    return {
      ...base,
      level: 'ok',
      sentence: compliance.notInForce(formatRuleDay(MINOR_RULE.from)),
    };
  }
  if (!creator.birthDate) return { ...base, level: 'todo', sentence: texts.unknownBirthDate };
  return getAgeOn(creator.birthDate, day) < MINOR_RULE.age
    ? { ...base, level: 'todo', sentence: texts.under(MINOR_RULE.age, formatLongDate(day)) }
    : { ...base, level: 'ok', sentence: texts.notUnder(MINOR_RULE.age, formatLongDate(day)) };
}

const list = new Intl.ListFormat('fr', { type: 'conjunction' });

/** Outside the EU, the EEA and Switzerland: a representative in the EU and an insurance. */
export function checkNonEu(facts: ComplianceFacts, creator: CreatorFacts): ComplianceCheck {
  const base = { id: 'non_eu', lineId: creator.lineId, source: NON_EU_RULE.source } as const;
  const texts = compliance.nonEu;
  if (!isInForce(NON_EU_RULE, facts.day)) {
    return {
      ...base,
      level: 'ok',
      sentence: compliance.notInForce(formatRuleDay(NON_EU_RULE.from)),
    };
  }
  const country = creator.party.country.trim();
  if (country === '') return { ...base, level: 'todo', sentence: texts.unknownCountry };
  if (isInsideEu(country)) return { ...base, level: 'ok', sentence: texts.inside };
  const missing = [
    creator.euRepresentative.trim() === '' ? texts.items.representative : null,
    creator.hasLiabilityInsurance ? null : texts.items.insurance,
  ].filter((item) => item !== null);
  return missing.length === 0
    ? { ...base, level: 'ok', sentence: texts.outsideComplete }
    : { ...base, level: 'todo', sentence: texts.outsideMissing(list.format(missing)) };
}
