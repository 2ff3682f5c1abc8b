import { describe, expect, it } from 'vitest';
import { linkAuthorization, readLinkToken } from './token';

const TOKEN = 'q3Zk0v9Xw1Jf-7u_b2LrT8yPqA5cN4mE6hG0sD1aB2c'; // 43 characters, as the server makes

describe('readLinkToken (decision 0050)', () => {
  it('reads the fragment, with or without its #', () => {
    expect(readLinkToken(`#${TOKEN}`)).toBe(TOKEN);
    expect(readLinkToken(TOKEN)).toBe(TOKEN);
  });

  it('forgives what a mail client or a chat app adds when it copies a link', () => {
    expect(readLinkToken(`#${TOKEN}.`)).toBe(TOKEN);
    expect(readLinkToken(`#${TOKEN})`)).toBe(TOKEN);
    expect(readLinkToken(`#%20${TOKEN}%20`)).toBe(TOKEN);
  });

  it('answers null for an address without its end, or with something else there', () => {
    expect(readLinkToken('')).toBeNull();
    expect(readLinkToken('#')).toBeNull();
    expect(readLinkToken('#abc')).toBeNull();
    expect(readLinkToken('#<script>alert(1)</script>')).toBeNull();
    expect(readLinkToken(`#${TOKEN}&x=1`)).toBeNull();
    expect(readLinkToken('#%E0%A4%A')).toBeNull();
    expect(readLinkToken(`#${'a'.repeat(201)}`)).toBeNull();
  });

  it('sends it as `Authorization: Link <token>`', () => {
    expect(linkAuthorization(TOKEN)).toBe(`Link ${TOKEN}`);
  });
});
