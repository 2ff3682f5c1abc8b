import { Mail, Phone } from 'lucide-react';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { DetailItem } from '#client/components/detail/detail-item';
import { DetailSection } from '#client/components/detail/detail-section';
import type { ClientDetail } from '#client/components/records/record-types';
import { Badge } from '#client/components/ui/badge';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { formatSector } from '#client/lib/sector-label';
import { formatLongDate } from '#shared/domain/dates';
import { getCountryName } from '#shared/domain/countries';
import { formatPhone, getPhoneHref } from '#shared/domain/phone';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.clientsScreen;

const party = complianceFields.client;

/**
 * A client's detail: sector, notes, its data for the contracts (issue 31), contacts (mail and
 * call links) and its collaborations.
 */
export function ClientRecordBody({ client }: { client: ClientDetail }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{fr.clients.sectorMain}</dt>
          <dd className="font-medium">
            {formatSector(client.sectorMain, client.sectorSub) ?? fr.placeholders.undefined}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">{fr.clients.notes}</dt>
          <dd className="whitespace-pre-line">{client.notes || fr.placeholders.notProvided}</dd>
        </div>
      </dl>

      <DetailSection id="client-detail-contract" title={party.section}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem label={party.legalName}>{client.legalName}</DetailItem>
          <DetailItem label={party.legalEmail}>{client.legalEmail}</DetailItem>
          <DetailItem label={party.legalAddress}>
            <span className="whitespace-pre-line">{client.legalAddress}</span>
          </DetailItem>
          <DetailItem label={party.taxCountry}>{getCountryName(client.taxCountry)}</DetailItem>
        </dl>
      </DetailSection>

      <DetailSection
        id="client-detail-contacts"
        title={fr.clients.contacts}
        isEmpty={client.contacts.length === 0}
        emptyText={t.noContacts}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {client.contacts.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{contact.name}</span>
                <Badge>{fr.contactTypes[contact.type]}</Badge>
              </div>
              <p className="text-muted">{contact.role || fr.placeholders.roleUndefined}</p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-1 flex items-center gap-1.5 break-all text-link hover:underline"
              >
                <Mail aria-hidden className="h-3.5 w-3.5 shrink-0" />
                {contact.email}
              </a>
              {contact.phone && <ContactPhone phone={contact.phone} />}
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection
        id="client-detail-collaborations"
        title={t.collaborations}
        isEmpty={client.collaborations.length === 0}
        emptyText={t.noCollaborations}
      >
        <Table aria-labelledby="client-detail-collaborations" className="min-w-[32rem]">
          <THead>
            <tr>
              <TH>{t.collaborationName}</TH>
              <TH>{t.collaborationType}</TH>
              <TH>{t.collaborationDate}</TH>
              <TH>{t.collaborationStatus}</TH>
            </tr>
          </THead>
          <TBody>
            {client.collaborations.map((collaboration) => (
              <TR key={collaboration.id}>
                <TD className="font-medium">{collaboration.name}</TD>
                <TD>{fr.collaborationTypes[collaboration.type]}</TD>
                <TD>{formatLongDate(collaboration.contactDate)}</TD>
                <TD>
                  <CollaborationStatusBadge status={collaboration.status} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </DetailSection>
    </div>
  );
}

/** Formatted (shared/domain/phone) and callable; an old value that does not parse, as typed. */
function ContactPhone({ phone }: { phone: string }) {
  const href = getPhoneHref(phone);
  const content = (
    <>
      <Phone aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {href ? formatPhone(phone) : phone}
    </>
  );
  return href ? (
    <a href={href} className="flex items-center gap-1.5 text-link hover:underline">
      {content}
    </a>
  ) : (
    <p className="flex items-center gap-1.5">{content}</p>
  );
}
