import { notFound } from '#server/lib/app-error';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { evaluateDeal } from '#server/features/collaborations/compliance/compliance-results';
import { getWorstLevel } from '#shared/domain/compliance/compliance-checks';
import type { CompliancePanel } from '#shared/schemas/compliance';

/**
 * GET /api/collaborations/:id/compliance: the deal's checks, evaluated now from its facts by
 * the rules of shared/domain/compliance; its kept result follows (decision 0063).
 */
export async function getCompliancePanel(
  ctx: TenantReader,
  collaborationId: string,
): Promise<CompliancePanel> {
  const evaluated = await evaluateDeal(ctx, collaborationId);
  if (!evaluated) throw notFound();
  const { facts } = evaluated.deal;
  return {
    collaborationId,
    category: facts.category,
    suggestedCategory: facts.suggestedCategory,
    creators: facts.creators.map(({ lineId, fullName }) => ({ lineId, fullName })),
    checks: evaluated.checks,
    worstLevel: getWorstLevel(evaluated.checks),
  };
}
