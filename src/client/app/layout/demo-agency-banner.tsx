import { fr } from '#shared/i18n/fr';

/** Above every screen of a demo agency (decision 0038): what the visitor makes will not last. */
export function DemoAgencyBanner() {
  return (
    <p className="mb-6 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      {fr.demoAgency.banner}
    </p>
  );
}
