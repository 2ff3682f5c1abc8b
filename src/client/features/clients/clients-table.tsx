import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import type { ClientSummary } from '#client/features/clients/api';
import { getSectorLabels } from '#client/lib/sector-label';
import { useProgressiveList } from '#client/lib/use-progressive-list';
import { fr } from '#shared/i18n/fr';

const t = fr.clientsScreen;

type ClientsTableProps = {
  clients: ClientSummary[];
  isUpdating: boolean;
  onShow: (client: ClientSummary) => void;
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
};

/**
 * A click anywhere on a row opens the client; for the keyboard the brand name is a button
 * (Tab to it, Enter), so the row itself does not need to be focusable. Names and addresses keep
 * to one line (TruncatedText): a long brand never pushes the actions off-screen.
 */
export function ClientsTable({ clients, isUpdating, onShow, onEdit, onDelete }: ClientsTableProps) {
  const rows = useProgressiveList(clients);
  return (
    <Table
      aria-label={t.listLabel}
      aria-busy={isUpdating || undefined}
      className="md:min-w-[44rem]"
    >
      <THead>
        <tr>
          <TH>{t.brand}</TH>
          <TH className="hidden md:table-cell">{t.sector}</TH>
          <TH>{t.mainContact}</TH>
          <TH className="hidden text-right sm:table-cell">{t.contactCount}</TH>
          <TH className="text-right">{fr.common.actions}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((client) => {
          const sector = getSectorLabels(client.sectorMain, client.sectorSub);
          const contact = client.mainContact;
          return (
            <TR key={client.id} onClick={() => onShow(client)} data-testid="client-row">
              <TD>
                <TruncatedText
                  text={client.brandName}
                  onClick={(event) => {
                    event.stopPropagation();
                    onShow(client);
                  }}
                  className="font-semibold text-foreground hover:text-link hover:underline"
                />
                {sector && (
                  <span className="block text-xs text-muted md:hidden">{sector.main}</span>
                )}
              </TD>
              <TD className="hidden md:table-cell">
                {sector ? (
                  <>
                    <span className="block">{sector.main}</span>
                    {sector.sub && <span className="block text-xs text-muted">{sector.sub}</span>}
                  </>
                ) : (
                  <span className="text-muted">{fr.placeholders.undefined}</span>
                )}
              </TD>
              <TD>
                {contact ? (
                  <div className="space-y-0.5">
                    <TruncatedText text={contact.name} className="font-medium" />
                    <TruncatedText text={contact.email} className="text-xs text-muted" />
                    {contact.phoneShown && (
                      <span className="block text-xs text-muted">{contact.phoneShown}</span>
                    )}
                  </div>
                ) : (
                  <span className="text-muted">{t.noContact}</span>
                )}
              </TD>
              <TD className="hidden text-right tabular-nums sm:table-cell">
                {client.contactCount}
              </TD>
              <TD className="text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t.edit(client.brandName)}
                  title={fr.common.edit}
                  onClick={(event) => {
                    event.stopPropagation();
                    onEdit(client);
                  }}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t.delete(client.brandName)}
                  title={fr.common.delete}
                  className="text-danger"
                  onClick={(event) => {
                    event.stopPropagation();
                    onDelete(client);
                  }}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
