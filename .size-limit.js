// The bundle's budgets (issue 18), checked by `npm run size` within `npm test` on a fresh build:
// the build fails when the code a page loads grows past them. Read from Vite's manifest, so a
// new screen's chunk is budgeted without listing it here.
import { existsSync, readFileSync } from 'node:fs';

const MANIFEST = 'dist/client/.vite/manifest.json';
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` first`);
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const file = (key) => `dist/client/${manifest[key].file}`;

/** A chunk and every chunk it imports statically: what loading it costs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => [...new Set([...keys].map(file))];

const entryKey = Object.keys(manifest).find((key) => key === 'index.html');
const entry = closure(entryKey);
const routeKey = (page) => Object.keys(manifest).find((key) => key.endsWith(`/${page}.tsx`));
/** Everything a signed-in list screen loads: the entry, what it imports, its own chunk. */
const screenFiles = (page) => filesOf(new Set([...entry, ...closure(routeKey(page))]));

// The password dictionaries (French and common words) load only when someone types a new
// password, to score it: no page waits for them.
const isPasswordDictionary = (key) => key.includes('@zxcvbn-ts/language-');
const lazyChunks = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !isPasswordDictionary(key),
);
const chunksNamed = (names) =>
  Object.keys(manifest).filter(
    (key) => names.includes(manifest[key].name) && !manifest[key].isDynamicEntry,
  );
// The groups of vite.config.ts: what forms and lists share ('basics': dialogs, fields, the
// rules, the date library), what lists share, what forms need, the phone library.
const sharedLimits = { basics: '60 kB', screens: '60 kB', forms: '60 kB', phones: '35 kB' };
const sharedChunks = chunksNamed(Object.keys(sharedLimits));
// The chart library (recharts and the d3 pieces it uses) loads when the Rentabilité tab of
// Comptabilité opens, not with any page: a budget of its own, near its size, so it cannot grow
// unseen.
const chartChunks = chunksNamed(['charts']);

// The outsiders' pages (lien.html, decision 0052): everything their script may load, the upload
// library included, on a phone that opens a link from a mail.
const linkKey = Object.keys(manifest).find((key) => key === 'lien.html');
const linkClosure = closure(linkKey);
for (const key of [...linkClosure]) {
  for (const lazy of manifest[key].dynamicImports ?? []) closure(lazy, linkClosure);
}

export default [
  { name: 'Entry: the JS every page loads', path: filesOf(entry), gzip: true, limit: '150 kB' },
  ...sharedChunks.map((key) => ({
    name: `Shared chunk '${manifest[key].name}'`,
    path: file(key),
    gzip: true,
    limit: sharedLimits[manifest[key].name],
  })),
  ...chartChunks.map((key) => ({
    name: 'The chart library (Rentabilité tab)',
    path: file(key),
    gzip: true,
    limit: '115 kB',
  })),
  ...lazyChunks.map((key) => ({
    name: `Route chunk ${key.replace(/^src\/client\//, '')}`,
    path: file(key),
    gzip: true,
    limit: '60 kB',
  })),
  // Issue 18's target for the slow phone: what /app/clients transfers (brotli, as sent).
  { name: 'All the JS of /app/clients', path: screenFiles('clients-page'), limit: '200 kB' },
  {
    name: 'All the JS of /app/collaborations',
    path: screenFiles('collaborations-page'),
    limit: '200 kB',
  },
  {
    name: 'All the JS of the outsiders’ pages (/lien/*), the upload included',
    path: filesOf(linkClosure),
    limit: '30 kB',
  },
];
