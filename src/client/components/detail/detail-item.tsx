import type { ReactNode } from 'react';
import { fr } from '#shared/i18n/fr';

/** One term of a detail's <dl>: its label, then its value or 'Non renseigné' (a long URL wraps). */
export function DetailItem({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children || fr.placeholders.notProvided}</dd>
    </div>
  );
}
