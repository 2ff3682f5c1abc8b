import parseRange from 'range-parser';
import type { ByteRange } from '#server/lib/storage/file-storage';

// The last N bytes ('bytes=-N'): range-parser calls one longer than the file unsatisfiable.
const SUFFIX_RANGE = /^bytes=[ \t]*-[ \t]*(\d+)[ \t]*$/i;

/** A single byte range of the Range header, null for the whole file; 416 when out of reach. */
export function readRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header || size === 0) return null;
  // A suffix longer than the file is the whole file (RFC 9110 §14.1.2), not a 416.
  const suffix = SUFFIX_RANGE.exec(header.trim())?.[1];
  if (suffix !== undefined && Number(suffix) >= size) return { start: 0, end: size - 1 };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed, or several ranges: the whole file, as RFC 9110 allows.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0] ?? null;
}
