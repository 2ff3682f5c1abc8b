import { useState } from 'react';

// crypto.randomUUID exists only in secure contexts (HTTPS, localhost); an agency reaching the
// server over plain HTTP on its network still gets a random key.
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/**
 * One key per opening of a create dialog (the dialog mounts when opened): every submission of
 * it, a double click or a retry after a network error, is the same create for the server.
 */
export const useIdempotencyKey = () => useState(newKey)[0];

/** The request options of the typed client that send the key (middleware/idempotency.ts). */
export const withIdempotencyKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
