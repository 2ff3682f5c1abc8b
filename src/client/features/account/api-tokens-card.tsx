import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { ErrorAlert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { CreateButton } from '#client/components/ui/create-button';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { apiTokensQuery, useRevokeApiToken } from '#client/features/account/api-tokens-api';
import { ApiTokenCreateDialog } from '#client/features/account/api-token-create-dialog';
import { formatDateTime, formatLongDate } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import { demoAgencyTexts } from '#shared/i18n/fr-demo-agency';
import type { ApiTokenItem } from '#shared/schemas/api-tokens';

const t = apiTokensText;
const statusTones = { live: 'success', expired: 'neutral', revoked: 'warning' } as const;

/**
 * 'Jetons d’API' on Compte (issue 32, decision 0066): my tokens for the public API, a new one
 * shown once, and 'Révoquer', which the API obeys at once.
 */
export function ApiTokensCard({ isDemo }: { isDemo: boolean }) {
  const tokens = useQuery(apiTokensQuery);
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenItem>();
  const revoke = useRevokeApiToken();
  const items = tokens.data?.items ?? [];
  const available = tokens.data?.availableSections ?? [];

  return (
    <Card>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="api-tokens-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        {tokens.isSuccess && available.length > 0 && !isDemo && (
          <CreateButton label={t.create} onClick={() => setCreating(true)} />
        )}
      </div>
      <p className="mb-4 text-sm text-muted">{t.subtitle}</p>
      {/* A demo agency is thrown away within hours (decision 0038): the server refuses too. */}
      {isDemo && <p className="mb-4 text-sm text-muted">{demoAgencyTexts.unavailable}</p>}
      {tokens.isPending && <Spinner label={fr.common.loading} />}
      {tokens.isError && <ErrorAlert>{t.loadFailed}</ErrorAlert>}
      {tokens.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted" data-testid="api-tokens-empty">
          {t.empty}
        </p>
      )}
      {items.length > 0 && (
        <Table aria-labelledby="api-tokens-title">
          <THead>
            <TR>
              <TH>{t.columns.name}</TH>
              <TH>{t.columns.prefix}</TH>
              <TH>{t.columns.sections}</TH>
              <TH>{t.columns.lastUsed}</TH>
              <TH>{t.columns.expiry}</TH>
              <TH>{t.columns.status}</TH>
              <TH>
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {items.map((token) => (
              <TR key={token.id} data-testid="api-token-row">
                <TD className="font-medium">{token.name}</TD>
                <TD>
                  <code className="font-mono text-xs">{`ifd_${token.prefix}_…`}</code>
                </TD>
                <TD>{token.sections.map((key) => fr.sections[key]).join(', ')}</TD>
                <TD data-testid="api-token-last-used">
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t.neverUsed}
                </TD>
                <TD>{token.expiresAt ? formatLongDate(token.expiresAt) : t.neverExpires}</TD>
                <TD>
                  <Badge tone={statusTones[token.status]}>{t.statuses[token.status]}</Badge>
                </TD>
                <TD className="text-right">
                  {token.status === 'live' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={t.revoke.aria(token.name)}
                      onClick={() => setRevoking(token)}
                    >
                      <X aria-hidden className="h-4 w-4" />
                      {t.revoke.action}
                    </Button>
                  )}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      {isCreating && (
        <ApiTokenCreateDialog sections={available} onClose={() => setCreating(false)} />
      )}
      {revoking && (
        <ConfirmMutationDialog
          mutation={revoke}
          input={revoking.id}
          title={t.revoke.title}
          confirmLabel={t.revoke.action}
          successMessage={t.revoke.done}
          onClose={() => setRevoking(undefined)}
        >
          <p>{t.revoke.body(revoking.name)}</p>
        </ConfirmMutationDialog>
      )}
    </Card>
  );
}
