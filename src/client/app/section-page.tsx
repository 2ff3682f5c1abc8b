import { PageHeader } from '#client/components/ui/page-header';
import { fr } from '#shared/i18n/fr';

/** A section whose screen is not built yet: its title, and an honest word about it. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        {fr.shell.comingSoon}
      </p>
    </>
  );
}
