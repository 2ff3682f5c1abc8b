import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import type { ComplianceLevel } from '#shared/domain/compliance/compliance-types';
import { compliance } from '#shared/i18n/fr-compliance';

// The level in words beside its colour and its icon: never colour alone (issue 31).
const TONES = { ok: 'success', todo: 'warning', blocking: 'danger' } as const;
const ICONS = { ok: CircleCheck, todo: CircleAlert, blocking: TriangleAlert };

/** 'OK', 'À faire' or 'Bloquant'. */
export function ComplianceLevelBadge({ level }: { level: ComplianceLevel }) {
  const Icon = ICONS[level];
  return (
    <Badge tone={TONES[level]}>
      <Icon aria-hidden className="mr-1 h-3.5 w-3.5" />
      {compliance.levels[level]}
    </Badge>
  );
}
