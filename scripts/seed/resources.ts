// Demo resources: bulk inserts of the rows the service would write (1,000 per tenant
// transaction), the eight types alike, named as an agency's shared drive reads. Two in five
// carry a file's metadata only (name, type, size, key): no bytes are stored, so their download
// answers 404; the lists, searches and detail dialog need no more. Used by seed and bench.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { resources } from '#server/db/schema/work';
import { withTenant } from '#server/db/tenant';
import { newUploadKey } from '#server/lib/storage/upload-keys';
import type { ResourceType } from '#shared/domain/enums';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import {
  BRAND_NAMES,
  BRAND_PREFIXES,
  TEAM_REFERENTS,
  toSlug,
  type Random,
} from '#server/features/demo/french-data';

type Kind = {
  type: ResourceType;
  titles: readonly string[];
  files: ReadonlyArray<readonly [extension: string, mime: string]>;
  maxBytes: number;
};

const PDF = ['pdf', 'application/pdf'] as const;
const DOCX = [
  'docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
const XLSX = ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
const MP4 = ['mp4', 'video/mp4'] as const;
const MB = 1024 * 1024;

// prettier-ignore
const KINDS: readonly Kind[] = [
  { type: 'brief', titles: ['Brief lancement printemps', 'Brief collection capsule', 'Brief rentrée', 'Brief fêtes de fin d’année', 'Brief soldes d’été'], files: [PDF, DOCX], maxBytes: 8 * MB },
  { type: 'contract', titles: ['Contrat cadre', 'Contrat de cession de droits', 'Contrat d’exclusivité', 'Contrat influenceur', 'Avenant au contrat'], files: [PDF, DOCX], maxBytes: 4 * MB },
  { type: 'invoice', titles: ['Facture', 'Facture d’acompte', 'Facture de solde', 'Avoir'], files: [PDF], maxBytes: 2 * MB },
  { type: 'quote', titles: ['Devis tournage', 'Devis shooting photo', 'Devis campagne TikTok', 'Devis montage vidéo'], files: [PDF, XLSX], maxBytes: 2 * MB },
  { type: 'email', titles: ['Email type relance paiement', 'Email type bienvenue', 'Email type proposition de collaboration', 'Email type refus poli', 'Email type confirmation de tournage'], files: [['eml', 'message/rfc822'], ['html', 'text/html'], ['txt', 'text/plain']], maxBytes: MB / 4 },
  { type: 'training', titles: ['Formation TikTok Ads', 'Formation Instagram Reels', 'Formation négociation tarifaire', 'Formation droit à l’image', 'Formation RGPD'], files: [PDF, MP4, ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation']], maxBytes: 300 * MB },
  { type: 'video', titles: ['Vidéo unboxing', 'Vidéo making-of', 'Vidéo teaser', 'Vidéo témoignage', 'Vidéo tutoriel'], files: [MP4, ['mov', 'video/quicktime'], ['webm', 'video/webm']], maxBytes: 900 * MB },
  { type: 'other', titles: ['Charte graphique', 'Kit presse', 'Logo', 'Planning éditorial', 'Moodboard'], files: [['png', 'image/png'], ['jpg', 'image/jpeg'], ['zip', 'application/zip'], ['svg', 'image/svg+xml']], maxBytes: 50 * MB },
];

// prettier-ignore
const NOTES = [
  'Version validée par la marque', 'À relire avant envoi', 'Modèle à adapter pour chaque campagne',
  'Document de référence de l’agence', 'Dernière version envoyée au client', 'Archive de la campagne',
  'Partagé avec les influenceurs retenus', 'Mis à jour après la réunion de lancement',
] as const;

const BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function buildRow(agencyId: string, random: Random, serial: number) {
  const kind = random.pick(KINDS);
  const brand = `${random.pick(BRAND_PREFIXES)} ${random.pick(BRAND_NAMES)}`;
  const year = random.int(2023, 2026);
  const title = random.pick(kind.titles);
  const name =
    kind.type === 'invoice'
      ? `${title} ${year}-${String(serial).padStart(5, '0')} ${brand}`
      : kind.type === 'training' || kind.type === 'email'
        ? `${title} ${random.int(1, 40)}`
        : `${title} ${brand} ${year}`;
  const description = `${random.pick(NOTES)} (${brand}). Référent : ${random.pick(TEAM_REFERENTS)}.`;
  const hasFile = random.chance(0.4);
  const [extension, mime] = random.pick(kind.files);
  const fileName = hasFile ? `${toSlug(name, '-')}.${extension}` : null;
  const createdAt = new Date(Date.now() - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS));
  return {
    agencyId,
    name,
    type: kind.type,
    description,
    url: hasFile && random.chance(0.7) ? null : `https://partage.example.fr/d/${randomUUID()}`,
    fileKey: hasFile ? newUploadKey(agencyId) : null,
    fileName,
    fileType: hasFile ? mime : null,
    fileSize: hasFile ? random.int(10_000, kind.maxBytes) : null,
    sortName: normalizeSearchText(name),
    searchText: buildSearchText([name, description, fileName]),
    createdAt,
    updatedAt: createdAt,
  };
}

export async function seedResources(options: {
  db: Database;
  agencyId: string;
  count: number;
  random: Random;
}) {
  const { db, agencyId, count, random } = options;
  if (count === 0) return;
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const rows = Array.from({ length: size }, (_, index) =>
      buildRow(agencyId, random, done + index + 1),
    );
    await withTenant(db, { agencyId }, (tx) => tx.insert(resources).values(rows));
  }
  await db.execute(sql`VACUUM ANALYZE resources`);
}
