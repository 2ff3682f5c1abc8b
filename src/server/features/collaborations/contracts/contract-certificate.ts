import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { configurePdfmake } from '#server/features/collaborations/report-exports/report-pdf';
import { pdfText } from '#server/features/collaborations/report-exports/pdf-cells';
import { contracts as text } from '#shared/i18n/fr-contracts';

// Issue 31, decision 0062: the certificate that joins the proof of a simple electronic signature
// (article 1367 du Code civil) — the document and its SHA-256, the name the creator typed, the
// moment, the address and the browser — and the agency's countersignature when there is one.
// pdfmake with the report's fonts (decision 0057): Roboto, embedded, nothing fetched.

const t = text.certificate;

export type CertificateFacts = {
  dealName: string;
  brandName: string;
  agencyName: string;
  creatorName: string;
  documentName: string;
  documentSha256: string;
  creator: { name: string; at: Date; ip: string; userAgent: string; sha256: string };
  agency: { name: string; at: Date; sha256: string } | null;
  /** When the certificate is made (a countersignature makes it again). */
  generatedAt: Date;
};

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/** « 28 novembre 2026 à 10:04:31 », Paris time whatever the server's zone. */
export const formatParisMoment = (date: Date) => pdfText(parisTime.format(date));

const field = (label: string, value: string, style?: string): Content => ({
  stack: [
    { text: label, style: 'label' },
    { text: pdfText(value || '—'), style: style ?? 'value' },
  ],
  margin: [0, 0, 0, 6],
});

export function getCertificateDocument(facts: CertificateFacts): TDocumentDefinitions {
  const { creator, agency } = facts;
  const content: Content[] = [
    { text: t.title, style: 'title' },
    { text: t.intro, margin: [0, 0, 0, 12] },
    field(t.deal, facts.dealName),
    field(t.brand, facts.brandName),
    field(t.agency, facts.agencyName),
    field(t.creator, facts.creatorName),
    field(t.document, facts.documentName),
    field(t.sha256, facts.documentSha256, 'hash'),
    { text: t.creatorSection, style: 'heading' },
    field(t.typedName, creator.name),
    field(t.signedAt, formatParisMoment(creator.at)),
    field(t.ip, creator.ip),
    field(t.userAgent, creator.userAgent, 'small'),
    field(t.signedHash, creator.sha256, 'hash'),
    { text: t.agencySection, style: 'heading' },
    ...(agency
      ? [
          field(t.agencySigner, agency.name),
          field(t.signedAt, formatParisMoment(agency.at)),
          field(t.signedHash, agency.sha256, 'hash'),
        ]
      : [{ text: t.noCountersignature, margin: [0, 0, 0, 6] } as Content]),
    { text: t.note, style: 'note' },
    { text: t.generatedAt(formatParisMoment(facts.generatedAt)), style: 'small' },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    info: {
      title: pdfText(`${t.title} · ${facts.documentName}`),
      author: pdfText(facts.agencyName),
    },
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, color: '#000000', lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 8] },
      heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 6] },
      label: { fontSize: 8, color: '#333333' },
      value: { fontSize: 10 },
      hash: { fontSize: 8.5 },
      small: { fontSize: 8 },
      note: { bold: true, margin: [0, 14, 0, 4] },
    },
  };
}

/** The certificate's PDF, as bytes. */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(getCertificateDocument(facts)).getBuffer();
}
