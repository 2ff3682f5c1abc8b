import type { Upload } from '@tus/server';
import { withoutUnstorableCharacters } from '#shared/domain/stored-text';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { isFinished } from '#server/lib/storage/upload-expiry';
import { agencyOfUploadKey, decodeUploadId } from '#server/lib/storage/upload-keys';

// A record takes a file the browser has finished uploading through /api/uploads: an upload of
// the caller's agency, complete. Its name and type come from the upload's metadata, its size
// from the store (what was really received).

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const MAX_FILE_NAME = 255;

export type AttachedFile = { key: string; name: string; type: string; size: number };

/**
 * The upload's metadata entry naming the private link that made it (decision 0051), written by
 * the server whatever the browser sent: '' or absent for a member's upload.
 */
export const UPLOAD_OWNER = 'linkId';

/** The link an upload was made through, or null for a member's (lib/storage/tus-uploads). */
export const ownerOfUpload = (metadata: Record<string, string | null> | undefined) =>
  metadata?.[UPLOAD_OWNER] || null;

/**
 * The finished upload `uploadId` of the agency made by `owner` (a link's id; null: a member),
 * or null (unknown, another agency's or owner's, unfinished).
 */
export async function findFinishedUpload(
  storage: FileStorage,
  agencyId: string,
  uploadId: string,
  owner: string | null = null,
): Promise<AttachedFile | null> {
  const key = decodeUploadId(uploadId);
  if (!key || agencyOfUploadKey(key) !== agencyId) return null;
  const upload = await storage.getUpload(key);
  if (!upload || !isFinished(upload)) return null;
  if (ownerOfUpload(upload.metadata) !== owner) return null;
  return toAttachedFile(key, upload);
}

/** A stored upload as a file: its cleaned name and checked type from its metadata, its size. */
export function toAttachedFile(key: string, upload: Upload): AttachedFile {
  const metadata = upload.metadata ?? {};
  return {
    key,
    name: cleanFileName(metadata.filename ?? metadata.name ?? ''),
    type: MIME_TYPE.test(metadata.filetype ?? '')
      ? (metadata.filetype as string).toLowerCase()
      : 'application/octet-stream',
    size: upload.size ?? 0,
  };
}

/**
 * No path, no control characters, a bounded length; 'fichier' when nothing is left. The cut
 * may split an emoji: what PostgreSQL cannot keep goes after it (the name reaches the
 * Corbeille's jsonb).
 */
function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return withoutUnstorableCharacters(clean.slice(0, MAX_FILE_NAME)) || 'fichier';
}
