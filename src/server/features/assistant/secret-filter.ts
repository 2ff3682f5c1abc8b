/**
 * Keeps a secret out of streamed text, even cut across two pieces: the end of what arrived is
 * held back while it could be the start of the secret. A provider that echoes its own key (or
 * a prompt that makes it) still never shows it to the browser.
 */
export function createSecretFilter(secret: string | undefined) {
  if (!secret || secret.length < 4) return { push: (text: string) => text, flush: () => '' };
  let pending = '';
  return {
    push(text: string) {
      pending = (pending + text).split(secret).join('[…]');
      let held = 0;
      for (let n = Math.min(secret.length - 1, pending.length); n > 0; n -= 1) {
        if (secret.startsWith(pending.slice(-n))) {
          held = n;
          break;
        }
      }
      const out = pending.slice(0, pending.length - held);
      pending = pending.slice(pending.length - held);
      return out;
    },
    flush() {
      const out = pending;
      pending = '';
      return out;
    },
  };
}
