import { Check, Minus } from 'lucide-react';
import { DetailSection } from '#client/components/detail/detail-section';
import { cn } from '#client/lib/cn';
import { INDICATOR_KEYS, type CollaborationIndicators } from '#shared/domain/collaboration-status';
import { fr } from '#shared/i18n/fr';

/** The six indicators spelled out: each label with Oui or Non. */
export function DetailIndicators({ indicators }: { indicators: CollaborationIndicators }) {
  return (
    <DetailSection title={fr.collaborations.indicators}>
      <ul className="grid gap-2 sm:grid-cols-3">
        {INDICATOR_KEYS.map((key) => {
          const isOn = indicators[key];
          const Icon = isOn ? Check : Minus;
          return (
            <li
              key={key}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
                isOn ? 'border-success/50 bg-success/10' : 'border-border',
              )}
            >
              <span>{fr.collaborationIndicators[key]}</span>
              <span
                className={cn(
                  'flex items-center gap-1 font-semibold',
                  isOn ? 'text-success' : 'text-muted',
                )}
              >
                <Icon aria-hidden className="h-4 w-4" />
                {isOn ? fr.common.yes : fr.common.no}
              </span>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
