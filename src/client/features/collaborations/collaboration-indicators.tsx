import {
  Banknote,
  FileCheck2,
  FileText,
  Megaphone,
  Receipt,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/cn';
import {
  INDICATOR_KEYS,
  type CollaborationIndicators as Indicators,
} from '#shared/domain/collaboration-status';
import { fr } from '#shared/i18n/fr';

const icons: Record<keyof Indicators, LucideIcon> = {
  quoteSent: FileText,
  contractSigned: FileCheck2,
  castingValidated: UserCheck,
  postPublished: Megaphone,
  invoiceSent: Receipt,
  paymentReceived: Banknote,
};

export const indicatorLabel = (key: keyof Indicators, isOn: boolean) =>
  fr.collaborations.indicatorState(fr.collaborationIndicators[key], isOn);

/**
 * The six states of spec §4, in their fixed order. Green in a ring when true, muted without
 * one otherwise (so colour is not the only cue); each says its state in its name and tooltip.
 */
export function CollaborationIndicators({ indicators }: { indicators: Indicators }) {
  return (
    <ul className="flex items-center gap-1">
      {INDICATOR_KEYS.map((key) => {
        const Icon = icons[key];
        const isOn = indicators[key];
        const label = indicatorLabel(key, isOn);
        return (
          <li key={key}>
            <span
              role="img"
              aria-label={label}
              title={label}
              data-state={isOn ? 'on' : 'off'}
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full border',
                isOn
                  ? 'border-success/50 bg-success/10 text-success'
                  : 'border-transparent text-muted',
              )}
            >
              <Icon aria-hidden className="h-4 w-4" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
