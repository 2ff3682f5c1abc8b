// Issue 30: a publication's link as the importer of readings compares it. The same post is
// written many ways — with or without 'https://' or 'www.', a trailing slash, a share's
// '?utm_source=…' or '?igsh=…' — and a deliverable's `published_url` is whatever was pasted.
// The scheme, 'www.'/'m.', the fragment and the query string are dropped, the host is lower
// case (a path is not: Instagram's and TikTok's codes are case-sensitive). A query parameter
// that names the content itself is kept: YouTube's 'v' (every video is /watch), Facebook's
// 'story_fbid', 'fbid' and 'id'. 'youtu.be/ID' is 'youtube.com/watch?v=ID'.

const IDENTITY_PARAMS = ['v', 'story_fbid', 'fbid', 'id'] as const;
const DROPPED_HOST_PREFIX = /^(?:www\d?|m|mobile)\./;

/** The link as compared ('' for an empty or unreadable one). */
export function normalizePublicationLink(link: string): string {
  const text = link
    .trim()
    .replace(/^<(.*)>$/s, '$1')
    .trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return text.toLowerCase();
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '').replace(DROPPED_HOST_PREFIX, '');
  const path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (host === 'youtu.be' && path.length > 1) return `youtube.com/watch?v=${path.slice(1)}`;
  const kept = IDENTITY_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value ? [`${name}=${value}`] : [];
  });
  return `${host}${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}
