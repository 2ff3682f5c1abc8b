import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Badge } from '#client/components/ui/badge';
import type { ClientRecord } from '#client/features/superadmin/api';
import { getSectorLabel } from '#client/features/superadmin/sector-label';
import { formatLongDate } from '#shared/domain/dates';
import { formatPhone } from '#shared/domain/phone';
import { fr } from '#shared/i18n/fr';

const t = fr.superAdminScreen;

/** A client: its sector, notes, contacts and campaigns (read-only: no mail or call links). */
export function ClientRecordBody({ client }: { client: ClientRecord }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label={fr.clients.sectorMain}>
          {getSectorLabel(client.sectorMain, client.sectorSub) ?? fr.placeholders.undefined}
        </DetailItem>
        <DetailItem label={fr.clients.notes} className="sm:col-span-2">
          <span className="font-normal whitespace-pre-line">{client.notes}</span>
        </DetailItem>
      </dl>
      <DetailSection
        title={t.contactsTitle}
        isEmpty={client.contacts.length === 0}
        emptyText={t.noContacts}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {client.contacts.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold wrap-anywhere">{contact.name}</span>
                <Badge>{fr.contactTypes[contact.type]}</Badge>
              </div>
              <p className="text-muted">{contact.role || fr.placeholders.roleUndefined}</p>
              <p className="break-all">{contact.email}</p>
              {contact.phone && <p>{formatPhone(contact.phone)}</p>}
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        title={t.tabs.collaborations}
        isEmpty={client.collaborations.length === 0}
        emptyText={t.emptyTab.collaborations}
      >
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {client.collaborations.map((collaboration) => (
            <li key={collaboration.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <span className="min-w-0 flex-1 font-medium wrap-anywhere">{collaboration.name}</span>
              <span className="text-muted">{fr.collaborationTypes[collaboration.type]}</span>
              <span className="text-muted">{formatLongDate(collaboration.contactDate)}</span>
              <CollaborationStatusBadge status={collaboration.status} />
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
