import type { ReactNode } from 'react';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Badge } from '#client/components/ui/badge';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import type { AgencyListItem } from '#client/features/superadmin/api';
import { formatSector } from '#client/lib/sector-label';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

type Listed<T> = { isUpdating: boolean; onShow: (item: T) => void };

/** A row that opens its record: a click anywhere, or Enter on its name (a button). */
function OpenableName({ text, onOpen }: { text: string; onOpen: () => void }) {
  return (
    <TruncatedText
      text={text}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      className="font-semibold text-foreground hover:text-link hover:underline"
    />
  );
}

function ListTable({
  label,
  isUpdating,
  head,
  children,
}: {
  label: string;
  isUpdating: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table aria-label={label} aria-busy={isUpdating || undefined} className="md:min-w-[40rem]">
      <THead>
        <tr>{head}</tr>
      </THead>
      <TBody>{children}</TBody>
    </Table>
  );
}

export function UsersTable({
  users,
  isUpdating,
}: {
  users: AgencyListItem<'users'>[];
  isUpdating: boolean;
}) {
  return (
    <ListTable
      label={t.tabs.users}
      isUpdating={isUpdating}
      head={
        <>
          <TH>{t.userName}</TH>
          <TH>{t.userEmail}</TH>
          <TH className="hidden md:table-cell">{t.userJobTitle}</TH>
          <TH>{t.userRole}</TH>
        </>
      }
    >
      {users.map((user) => (
        <TR key={user.id} data-testid="agency-user-row">
          <TD>
            <TruncatedText text={user.name} className="font-semibold" />
            {user.isOwner && <span className="text-xs text-muted">{fr.account.owner}</span>}
          </TD>
          <TD>
            <TruncatedText text={user.email} />
          </TD>
          <TD className="hidden md:table-cell">
            {user.jobTitle || <span className="text-muted">{fr.placeholders.roleUndefined}</span>}
          </TD>
          <TD>
            <Badge tone={user.userRole === 'admin' ? 'primary' : 'neutral'}>
              {fr.userRoles[user.userRole]}
            </Badge>
          </TD>
        </TR>
      ))}
    </ListTable>
  );
}

export function ClientsTable({
  clients,
  isUpdating,
  onShow,
}: { clients: AgencyListItem<'clients'>[] } & Listed<AgencyListItem<'clients'>>) {
  return (
    <ListTable
      label={t.tabs.clients}
      isUpdating={isUpdating}
      head={
        <>
          <TH>{t.clientBrand}</TH>
          <TH className="hidden sm:table-cell">{t.clientSector}</TH>
          <TH className="text-right">{t.clientContacts}</TH>
        </>
      }
    >
      {clients.map((client) => (
        <TR key={client.id} onClick={() => onShow(client)} data-testid="agency-client-row">
          <TD className="min-w-36">
            <OpenableName text={client.brandName} onOpen={() => onShow(client)} />
          </TD>
          <TD className="hidden sm:table-cell">
            {formatSector(client.sectorMain, client.sectorSub) ?? (
              <span className="text-muted">{fr.placeholders.undefined}</span>
            )}
          </TD>
          <TD className="text-right tabular-nums">{client.contactCount}</TD>
        </TR>
      ))}
    </ListTable>
  );
}

export function InfluencersTable({
  influencers,
  isUpdating,
  onShow,
}: { influencers: AgencyListItem<'influencers'>[] } & Listed<AgencyListItem<'influencers'>>) {
  return (
    <ListTable
      label={t.tabs.influencers}
      isUpdating={isUpdating}
      head={
        <>
          <TH>{t.influencerName}</TH>
          <TH className="hidden sm:table-cell">{t.influencerUsername}</TH>
          <TH>{t.influencerState}</TH>
        </>
      }
    >
      {influencers.map((influencer) => (
        <TR
          key={influencer.id}
          onClick={() => onShow(influencer)}
          data-testid="agency-influencer-row"
        >
          <TD className="min-w-36">
            <OpenableName text={influencer.fullName} onOpen={() => onShow(influencer)} />
          </TD>
          <TD className="hidden sm:table-cell">
            <TruncatedText text={`@${influencer.username}`} className="text-muted" />
          </TD>
          <TD>
            <span className="flex flex-wrap gap-1">
              {influencer.isExclusive && <Badge tone="primary">{t.exclusive}</Badge>}
              {influencer.isArchived && <Badge>{t.archived}</Badge>}
            </span>
          </TD>
        </TR>
      ))}
    </ListTable>
  );
}

export function CollaborationsTable({
  collaborations,
  isUpdating,
  onShow,
}: {
  collaborations: AgencyListItem<'collaborations'>[];
} & Listed<AgencyListItem<'collaborations'>>) {
  return (
    <ListTable
      label={t.tabs.collaborations}
      isUpdating={isUpdating}
      head={
        <>
          <TH>{t.collaborationName}</TH>
          <TH className="hidden sm:table-cell">{t.collaborationBrand}</TH>
          <TH>{t.collaborationStatus}</TH>
          <TH className="hidden md:table-cell">{t.collaborationContactDate}</TH>
          <TH className="text-right">{t.collaborationRevenue}</TH>
        </>
      }
    >
      {collaborations.map((collaboration) => (
        <TR
          key={collaboration.id}
          onClick={() => onShow(collaboration)}
          data-testid="agency-collaboration-row"
        >
          <TD className="min-w-36">
            <OpenableName text={collaboration.name} onOpen={() => onShow(collaboration)} />
          </TD>
          <TD className="hidden sm:table-cell">
            <TruncatedText text={collaboration.brand} />
          </TD>
          <TD>
            <CollaborationStatusBadge status={collaboration.status} />
          </TD>
          <TD className="hidden whitespace-nowrap md:table-cell">
            {formatLongDate(collaboration.contactDate)}
          </TD>
          <TD className="text-right whitespace-nowrap tabular-nums">
            {formatEuros(collaboration.revenueCents)}
          </TD>
        </TR>
      ))}
    </ListTable>
  );
}
