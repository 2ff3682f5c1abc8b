import { Link } from 'react-router';
import { ArrowRight, Handshake } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { fr } from '#shared/i18n/fr';

const t = fr.session;

/**
 * What a user without an agency sees in every section but Compte: each one would only fail
 * ('Aucune agence associée à cet utilisateur'), so one screen says why and leads to the join form.
 * Creating an agency happens at sign-up only (spec §2): nothing to offer here.
 */
export function NoAgencyWelcome() {
  return (
    <Card className="mx-auto mt-8 max-w-xl text-center">
      <Handshake aria-hidden className="mx-auto mb-4 h-10 w-10 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">{t.welcomeTitle}</h1>
      <p className="mt-3 font-medium">{fr.account.noAgency}</p>
      <p className="mt-2 text-muted">{t.welcomeText}</p>
      <p className="mt-2 text-sm text-muted">{t.welcomeCodeHint}</p>
      <Link
        to="/app/account"
        className="mt-6 inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        {fr.account.joinTitle}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </Card>
  );
}
