import { FlaskConical } from 'lucide-react';
import { fr } from '#shared/i18n/fr';

/** Above every screen of a demo agency (decision 0038): what the visitor makes will not last. */
export function DemoAgencyBanner() {
  return (
    <section
      aria-label={fr.demoAgency.agencyName}
      className="mb-6 flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <FlaskConical aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <p>{fr.demoAgency.banner}</p>
    </section>
  );
}
