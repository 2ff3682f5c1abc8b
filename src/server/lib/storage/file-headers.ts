import { create as contentDisposition } from 'content-disposition';

// How a stored file is served (decision 0028). Only types a browser shows without running
// anything open inline (the detail's preview); everything else — HTML, SVG, XML, JavaScript,
// anything unknown — is an attachment. Every file answer forbids sniffing and runs sandboxed.
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'text/plain',
]);

export const isInlineType = (type: string) => INLINE_TYPES.has(type);

export function fileHeaders(file: { name: string; type: string }, asAttachment: boolean) {
  const inline = !asAttachment && isInlineType(file.type);
  return {
    'Content-Type': inline || file.type === 'text/plain' ? file.type : contentTypeOf(file.type),
    'Content-Disposition': contentDisposition(file.name, {
      type: inline ? 'inline' : 'attachment',
    }),
    'X-Content-Type-Options': 'nosniff',
    // The preview frames a PDF on our own page; nothing else may frame a file.
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    'X-Frame-Options': 'SAMEORIGIN',
    'Accept-Ranges': 'bytes',
  };
}

/** A type to declare for a download: its own when it looks like one, else plain bytes. */
const contentTypeOf = (type: string) => (type.includes('/') ? type : 'application/octet-stream');
