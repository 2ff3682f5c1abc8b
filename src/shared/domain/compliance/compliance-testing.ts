// The facts of a deal for the compliance tests: a 2026 deal, one creator established in France,
// below the threshold, everything a contract needs given; each test changes what it is about.

import { evaluateCompliance } from '#shared/domain/compliance/compliance-checks';
import type {
  BrandYearLine,
  ComplianceCheck,
  ComplianceCheckId,
  ComplianceFacts,
  CreatorFacts,
} from '#shared/domain/compliance/compliance-types';

export function line(day: string, rateCents: number, giftsCents = 0, id = 'deal-1'): BrandYearLine {
  return { collaborationId: id, day, rateCents, giftsCents };
}

export function creatorFacts(overrides: Partial<CreatorFacts> = {}): CreatorFacts {
  return {
    lineId: 'line-1',
    fullName: 'Léa Martin',
    rateCents: 50_000,
    giftsCents: 0,
    brandLines: [line('2026-03-10', 50_000)],
    party: {
      name: 'Léa Martin',
      address: '1 rue de la Paix, Paris',
      email: 'lea@exemple.fr',
      country: 'FR',
    },
    birthDate: '1995-05-20',
    euRepresentative: '',
    hasLiabilityInsurance: false,
    missionCount: 2,
    firstPublicationDay: '2026-04-01',
    contract: null,
    ...overrides,
  };
}

export function dealFacts(overrides: Partial<ComplianceFacts> = {}): ComplianceFacts {
  return {
    day: '2026-03-10',
    category: 'none',
    suggestedCategory: 'none',
    areCategoryConditionsMet: false,
    brand: {
      name: 'Maison Lumière',
      address: '5 avenue Foch, Lyon',
      email: 'contact@lumiere.fr',
      country: 'FR',
    },
    rightsUsage: 'Réseaux sociaux de la marque',
    rightsMonths: 12,
    creators: [creatorFacts()],
    deliverables: [],
    ...overrides,
  };
}

export function checkOf(facts: ComplianceFacts, id: ComplianceCheckId): ComplianceCheck {
  const found = evaluateCompliance(facts).find((check) => check.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}
