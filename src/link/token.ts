// The private link's token is the address's fragment (decision 0050): browsers never send it to
// a server. The page reads it here and sends it in a header only, never in a URL it requests.

// 32 random bytes in base64url are 43 characters; anything this long of that alphabet is tried.
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The token of `#<token>`, or null when the address was opened without it (or mangled). */
export function readLinkToken(hash: string): string | null {
  let text = hash.startsWith('#') ? hash.slice(1) : hash;
  // Some mail clients and chat apps encode or wrap what they copy.
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  text = text.trim().replace(/[.,;:!?)\]]+$/, '');
  return TOKEN.test(text) ? text : null;
}

/** The header every request of the page carries. */
export const linkAuthorization = (token: string) => `Link ${token}`;
