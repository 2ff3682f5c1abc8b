import { randomUUID } from 'node:crypto';

// An upload's key is `<agency id>/<random uuid>`: the store keeps an agency's files under one
// folder or prefix. Its address (/api/uploads/<id>) carries the key in base64url, one path
// segment (the pattern of @tus/server's README for nested folders).

const KEY_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newUploadKey = (agencyId: string) => `${agencyId}/${randomUUID()}`;

export const encodeUploadKey = (key: string) => Buffer.from(key, 'utf8').toString('base64url');

/** The key an upload address names, or null when it names none of ours. */
export function decodeUploadId(id: string): string | null {
  const key = Buffer.from(id, 'base64url').toString('utf8');
  return KEY_PATTERN.test(key) ? key : null;
}

/** The agency an upload key belongs to (its first segment), or null for no key of ours. */
export const agencyOfUploadKey = (key: string) => KEY_PATTERN.exec(key)?.[1] ?? null;

export const agencyPrefix = (agencyId: string) => `${agencyId}/`;
