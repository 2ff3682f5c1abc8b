import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { bootLoginHtml } from './src/client/app/boot-headers.ts';
import { bootFramesHtml } from './src/client/app/boot-frames.tsx';

const apiPort = Number(process.env.PORT ?? 3000);

// Modules that only forms need (validation, phone numbers, form state): one chunk, loaded with
// the first form, never by a list (decision 0031).
const FORMS = new RegExp(
  [
    'node_modules[\\\\/](zod|react-hook-form|@hookform)[\\\\/]',
    // The fields every form builds on and the sign-in's own: each section's schemas go with
    // the code that reads them (FEATURE_SCHEMAS below).
    'src[\\\\/]shared[\\\\/]schemas[\\\\/](fields|auth)\\.',
    'src[\\\\/]client[\\\\/]components[\\\\/]forms[\\\\/]',
    'src[\\\\/]client[\\\\/]lib[\\\\/](form-errors|schema-max-length)',
    // The sign-in, sign-up and password pages' own pieces: forms too.
    'src[\\\\/]client[\\\\/]features[\\\\/]auth[\\\\/]',
  ].join('|'),
);
// What both forms and lists use (fields, dialogs, cards, alerts, small hooks, screens' texts, the
// shared rules and the dates they read): a chunk of its own, so the sign-in page does not load the
// lists' tables, tooltips and pickers. The history's and the Corbeille's texts go with the forms and
// the Compte page that read them (0.4 kB less on every list page), as do the API tokens' rules and
// texts (decision 0066; 0.9 kB, past /app/clients' budget otherwise), the calendar feed's (1 kB)
// and the notifications' (issue 33: with the bell's lazy panel; the bell reads fr-notifications-bell).
const BASICS = new RegExp(
  [
    'src[\\\\/]client[\\\\/]components[\\\\/]ui[\\\\/](field|field-limits|input|character-count|dialog|confirm-dialog|card|alert)\\.',
    // What every list screen draws beside its list (a page of cards, a search, an empty state, a
    // confirmation) and TanStack Query's infinite queries, which the entry does not read: here
    // rather than in 'screens', so that a screen without a table (Casting) needs no 'screens'
    // (issue 27).
    'src[\\\\/]client[\\\\/]components[\\\\/](ui[\\\\/](paged-list|load-more-button|retry-alert|badge|create-button|search-field|empty-state|lazy-dialog)|dialogs[\\\\/]confirm-mutation-dialog)\\.',
    'node_modules[\\\\/]@tanstack[\\\\/]',
    'src[\\\\/]shared[\\\\/](domain|i18n)[\\\\/](?!phone\\.|(fr-)?api-tokens\\.|fr-(history|trash|calendar-feed)\\.|(fr-)?notifications\\.)',
    'src[\\\\/]client[\\\\/]lib[\\\\/]',
    // Every icon imported anywhere lands here, on every list page: prefer one already in use
    // (issue 31's seven new icons were 0.8 kB of /app/clients).
    'node_modules[\\\\/](date-fns|lucide-react)[\\\\/]',
  ].join('|'),
);
// Each section's schemas (a client's, a deal's, Compte's…): not in 'forms', whose every module
// runs when it loads (zod builds each schema there and then), nor in 'screens', which every list
// page loads. Rolldown puts each with the forms and screens that import it (issue 27, decision
// 0044).
const FEATURE_SCHEMAS = /src[\\/]shared[\\/]schemas[\\/](?!(fields|auth)\.)/;
// Phone numbers (libphonenumber-js and its metadata): forms and records' details read them; lists
// get them written out by the server (issue 18).
const PHONES = /node_modules[\\/]libphonenumber-js[\\/]|src[\\/]shared[\\/]domain[\\/]phone\./;
// The schemas with a phone field (a client's contacts, an influencer) and those fields: with the
// two forms that read them, beside the phones' chunk; the other forms (sign-in, Compte, tasks)
// load neither (issue 27: 25 kB brotli less on /login and Compte).
const PHONE_FORMS = /src[\\/]shared[\\/]schemas[\\/](clients|influencers|phone-fields)\./;
// A record's detail (client, influencer, collaboration): opened from a list, never drawn by it.
const DETAILS =
  /src[\\/]client[\\/](components[\\/]records[\\/]|features[\\/][a-z-]+[\\/][a-z-]+-detail-dialog\.)/;
// What only a collaboration's 'Contenus' tab and a resource's form read (issue 29): the tus
// upload, its progress bar and the contents' texts. Kept out of 'basics' and 'screens', which
// every list page loads: the upload gets a chunk of its own, the texts go with the contents
// schema into 'forms' (2.3 kB more on /app/clients otherwise, within 0.03 kB of its budget).
const UPLOADS_AND_CONTENTS =
  /src[\\/](client[\\/](lib[\\/]use-resumable-upload|components[\\/]ui[\\/]upload-progress)|shared[\\/]i18n[\\/]fr-contents)\./;
// Private links' dialog and texts (decisions 0050, 0053): with the screens that offer a link
// (the Casting page, a deal's 'Contenus' tab) and their lazy dialogs only, not in 'basics' or
// 'screens', which every list page loads (1 kB more on /app/clients, past its budget).
const PRIVATE_LINKS =
  /src[\\/](shared[\\/]i18n[\\/]fr-(castings-)?links|client[\\/]components[\\/]dialogs[\\/]private-link-dialog)\./;
// What only a deal's 'Rapport' tab reads (issue 30): its modules, the report's texts (its
// formulas are in 'performances'), and what it shares with the 'Contenus' tab and the deal's links (kept out of
// 'basics' and 'screens', which every list page loads: 1.6 kB more on /app/clients otherwise).
const REPORT =
  /src[\\/](client[\\/]features[\\/]collaborations[\\/](report[\\/]|links[\\/]deal-links-api\.|contents[\\/]content-view\.)|shared[\\/]i18n[\\/]fr-report)/;
// A deal's contracts and the agency's template (issue 31): their screens and texts load with the
// 'Conformité' tab and its overview, never with a list page ('basics' and 'screens' are at their
// budget).
const CONTRACTS =
  /src[\\/](client[\\/]features[\\/]collaborations[\\/]contracts[\\/]|shared[\\/]i18n[\\/]fr-contracts\.)/;
// What only a deal's 'Conformité' tab and Toutes les campagnes › Conformité read (issue 31): their
// modules, the rules' and the screens' texts, the rules' ids. Kept out of 'basics' and 'screens',
// which every list page loads (the rules' sentences alone are 2 kB).
const COMPLIANCE =
  /src[\\/](client[\\/]features[\\/]collaborations[\\/]compliance[\\/]|shared[\\/](i18n[\\/]fr-compliance|domain[\\/]compliance[\\/]))/;
// Webhooks' events and texts (issue 32): with the Compte card that reads them, not in 'basics'.
const WEBHOOKS = /src[\\/]shared[\\/](i18n[\\/]fr-webhooks|domain[\\/]webhook-events)\./;
// The bell's panel and the notification preferences (issue 33): their modules, rules and texts,
// loaded on the bell's first click or with Compte, never in 'screens', which every list page
// loads (2.4 kB more on /app/clients otherwise). The bell itself is the shell's.
const NOTIFICATIONS =
  /src[\\/](client[\\/]features[\\/]notifications[\\/](?!notification-(bell|rules)\.)|shared[\\/](i18n[\\/]fr-|domain[\\/])notifications\.)/;
// The bell's own text and icon: with the bell, loaded after the screen's first paint (0.2 kB of
// 'basics'); not in 'screens' either, which the bell would then load on every page.
const BELL =
  /src[\\/]shared[\\/]i18n[\\/]fr-notifications-bell\.|lucide-react[\\/].*[\\/]bell\.mjs/;
// Publications' statistics (issue 30): their rules and texts, the readings' words,
// 'Performances' and the benchmarks (decisions 0058, 0059) — a chunk of their own, loaded by
// the screens and the deal form that show them, never by a list page ('basics' and 'screens'
// are at their budget).
const PERFORMANCES =
  /src[\\/]shared[\\/](domain[\\/](performance|benchmarks)|i18n[\\/]fr-(performances?|readings))\./;
// The importer's rules (issue 19; readings, issue 30): with the import dialog that reads them,
// not in 'basics', which every list page loads (the readings' labels they name, 0.6 kB more on
// /app/clients, past its budget).
const IMPORTER = /src[\\/]shared[\\/]domain[\\/](imports|import-cells|publication-links)\./;
// The chart library and what it brings (Rentabilité tab only, issue 20): a chunk of its own.
const CHARTS =
  /node_modules[\\/](recharts|@reduxjs|redux|react-redux|reselect|immer|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit|victory-vendor|eventemitter3)[\\/]/;
// The outsiders' pages (lien.html, decision 0052): an entry of their own that shares no chunk
// with the app, so a creator's phone never loads React, the router or the catalogue.
const LINK_PAGES =
  /lien\.html$|^\0infludesk-link\/|src[\\/]link[\\/]|node_modules[\\/](tus-js-client|buffer-from|js-base64|url-parse|querystringify|requires-port|is-stream|combine-errors|custom-error-instance|lodash\.throttle|proper-lockfile)[\\/]/;
// The guard against leaving with unsaved changes: the forms' and the assistant's, which has no
// form. A chunk of its own, so the assistant does not load the forms' (185 kB) nor every list
// page this guard (it would otherwise join 'screens').
const LEAVE_GUARD = /src[\\/]client[\\/]components[\\/]forms[\\/]unsaved-changes\./;
// The toasts' library and frame (lib/toast.ts): loaded with the first toast or once the page
// has settled, never with the entry nor in 'screens' (34 kB raw).
const TOASTS = /node_modules[\\/]sonner[\\/]|src[\\/]client[\\/]components[\\/]ui[\\/]toaster\./;
// The password dictionaries stay the lazy chunk of the password meter.
const PASSWORD_DICTIONARIES = /node_modules[\\/]@zxcvbn-ts[\\/]/;

/** The shared chunks each kind of page needs beside the entry (public/boot.js preloads them). */
const PAGE_CHUNKS = {
  // 'screens' comes with the screens that import it (SCREENS below): Casting and the Assistant
  // need none of it.
  app: ['basics'],
  login: ['basics', 'forms'],
  // The landing page is its own chunk (not in the entry every app page loads).
  landing: ['basics', 'landing-page'],
};
/**
 * Each section's screen (src/client/app/router.tsx): public/boot.js preloads the one of the
 * address it opens, and what it imports, instead of waiting for the router to ask (issue 27).
 */
const SCREENS: Record<string, string> = {
  collaborations: 'collaborations-page',
  campaigns: 'campaigns-page',
  todo: 'tasks-page',
  clients: 'clients-page',
  influencers: 'influencers-page',
  casting: 'castings-page',
  accounting: 'payments-page',
  resources: 'resources-page',
  assistant: 'assistant-page',
  account: 'account-page',
};

/** `section=/file.js+/imported.js …`: each screen's chunk and the chunks it imports. */
function screenChunks(bundle: Rolldown.OutputBundle | undefined) {
  const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
  return Object.entries(SCREENS)
    .map(([section, page]) => {
      const chunk = chunks.find((output) => output.facadeModuleId?.endsWith(`/${page}.tsx`));
      if (!chunk) throw new Error(`vite.config.ts SCREENS: no chunk for ${page}.tsx`);
      return `${section}=${[chunk.fileName, ...chunk.imports].map((file) => `/${file}`).join('+')}`;
    })
    .join(' ');
}

/**
 * Names those chunks in <meta>s of index.html: public/boot.js fetches them beside the entry
 * instead of after it (issue 18).
 */
function pageChunksMeta(): Plugin {
  return {
    name: 'infludesk-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, path }) =>
        path.endsWith('lien.html')
          ? []
          : [
              ...Object.entries(PAGE_CHUNKS).map(([page, names]) => {
                const files = Object.values(bundle ?? {})
                  .filter((output) => output.type === 'chunk' && names.includes(output.name))
                  .map((chunk) => `/${chunk.fileName}`);
                return {
                  tag: 'meta',
                  attrs: { name: `infludesk-chunks-${page}`, content: files.join(' ') },
                  injectTo: 'head-prepend' as const,
                };
              }),
              {
                tag: 'meta',
                attrs: { name: 'infludesk-screens', content: screenChunks(bundle) },
                injectTo: 'head-prepend' as const,
              },
            ],
    },
  };
}

/**
 * Each section's page header in index.html's frame of the app (#boot-shell's <main>), shown on
 * its own address by public/boot.js before the app's code has arrived (issue 27, decision 0044);
 * and the sign-in screen's frame, shown on /login.
 */
function bootHeaders(): Plugin {
  const EMPTY_MAIN = '<main class="min-w-0 flex-1 p-4 sm:p-6 lg:ml-64 lg:p-8"></main>';
  const LOGIN_FRAME = '<!-- infludesk-boot-login -->';
  return {
    name: 'infludesk-boot-headers',
    transformIndexHtml(html, { path }) {
      if (path.endsWith('lien.html')) return html;
      if (!html.includes(EMPTY_MAIN)) throw new Error('index.html: the boot shell has no <main>');
      if (!html.includes(LOGIN_FRAME)) throw new Error(`index.html: no ${LOGIN_FRAME}`);
      const { frames, style } = bootFramesHtml();
      return html
        .replace(EMPTY_MAIN, EMPTY_MAIN.replace('></main>', `>${frames}</main>`))
        .replace(LOGIN_FRAME, bootLoginHtml())
        .replace('</head>', `<style>${style}</style></head>`);
    },
  };
}

/**
 * The app's entry script and its preloads leave index.html for a <meta> that public/boot.js
 * reads: it asks for them once the first frame (the app's frame and the section's header) is on
 * screen, so that nothing the browser must fetch or run delays that frame (issue 27, decision
 * 0044). The outsiders' page keeps Vite's tags.
 */
function entryAfterFirstPaint(): Plugin {
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  return {
    name: 'infludesk-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path.endsWith('lien.html')) return html;
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('index.html: no entry script to hand to boot.js');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
        const meta = `<meta name="infludesk-entry" content="${[entry, ...preloads].join(' ')}">`;
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('<script src="/boot.js">', `${meta}\n    <script src="/boot.js">`);
      },
    },
  };
}

const NO_POLYFILL = '\0infludesk-link/no-polyfill';
const LINK_PRELOAD = '\0infludesk-link/preload';

/**
 * The outsiders' page shares no module with the app (decision 0052), not even Vite's two
 * helpers, which would otherwise live in the app's entry chunk and come with it: no preload
 * polyfill (its one lazy chunk, the upload library, is fetched when a file is sent), and a
 * dynamic import that only imports.
 */
function linkPageAlone(): Plugin {
  return {
    name: 'infludesk-link-page-alone',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !LINK_PAGES.test(importer.split('?')[0] ?? '')) return null;
      if (id === 'vite/modulepreload-polyfill') return NO_POLYFILL;
      if (id.includes('vite/preload-helper')) return LINK_PRELOAD;
      return null;
    },
    load(id) {
      if (id === NO_POLYFILL) return '';
      if (id === LINK_PRELOAD) return 'export const __vitePreload = (load) => load();';
      return null;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    linkPageAlone(),
    react(),
    tailwindcss(),
    // Every asset also as .br and .gz, served by the static server as they are (issue 18).
    pageChunksMeta(),
    bootHeaders(),
    entryAfterFirstPaint(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    // React Router's package points bundlers at its development build (warnings, checks);
    // the production build is the same API without them.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The password dictionaries (zxcvbn, French and common: 634 kB) are one lazy chunk that
    // only the password meter loads; every other chunk stays far below this.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The outsiders' pages (/lien/*, decision 0052) are a second, light entry.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        lien: fileURLToPath(new URL('lien.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads before the first paint: one chunk beside the entry.
            { name: 'app', tags: ['$initial'], test: (id) => !LINK_PAGES.test(id), priority: 4 },
            { name: 'charts', test: CHARTS, priority: 3 },
            // Without the rules and texts they read (enums, counts): those stay in 'basics'.
            {
              name: 'performances',
              test: PERFORMANCES,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Without the rules it reads (domain/search.ts): they stay with the other rules.
            { name: 'phones', test: PHONES, priority: 3, includeDependenciesRecursively: false },
            { name: 'toasts', test: TOASTS, priority: 3 },
            {
              name: 'phone-forms',
              test: PHONE_FORMS,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'leave-guard',
              test: LEAVE_GUARD,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'basics',
              test: (id) =>
                BASICS.test(id) &&
                !IMPORTER.test(id) &&
                !FORMS.test(id) &&
                !UPLOADS_AND_CONTENTS.test(id) &&
                !PRIVATE_LINKS.test(id) &&
                !REPORT.test(id) &&
                !CONTRACTS.test(id) &&
                !COMPLIANCE.test(id) &&
                !PERFORMANCES.test(id) &&
                !WEBHOOKS.test(id) &&
                !BELL.test(id),
              priority: 3,
            },
            // What two screens or more share (dialogs, tables, pickers and their libraries):
            // one chunk instead of dozens of small ones, each a round trip.
            {
              name: 'screens',
              test: (id) =>
                !LINK_PAGES.test(id) &&
                !FORMS.test(id) &&
                !FEATURE_SCHEMAS.test(id) &&
                !DETAILS.test(id) &&
                !PHONES.test(id) &&
                !PASSWORD_DICTIONARIES.test(id) &&
                !UPLOADS_AND_CONTENTS.test(id) &&
                !PRIVATE_LINKS.test(id) &&
                !REPORT.test(id) &&
                !CONTRACTS.test(id) &&
                !COMPLIANCE.test(id) &&
                !PERFORMANCES.test(id) &&
                !NOTIFICATIONS.test(id) &&
                !BELL.test(id),
              minShareCount: 2,
              priority: 2,
            },
            { name: 'forms', test: FORMS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
