// The reference page's only style: inline (the CSP allows inline styles, never scripts), the
// app's palette (client/styles.css) in light and dark.
export const DOCS_PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #f8fafc; --surface: #ffffff; --muted-bg: #f1f5f9;
  --border: #cbd5e1; --fg: #0f172a; --muted: #475569; --link: #6d28d9; --ring: #7c3aed;
  --get: #166534; --post: #1d4ed8; --put: #854d0e; --patch: #854d0e; --delete: #b91c1c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1020; --surface: #121a2e; --muted-bg: #1a2440; --border: #334155;
    --fg: #f1f5f9; --muted: #a5b4c8; --link: #c4b5fd; --ring: #a78bfa;
    --get: #4ade80; --post: #93c5fd; --put: #facc15; --patch: #facc15; --delete: #fca5a5; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.55;
  font-family: 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--surface); padding: .5rem; }
.layout { display: grid; grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); gap: 2rem;
  max-width: 78rem; margin: 0 auto; padding: 1.5rem; }
@media (max-width: 52rem) { .layout { grid-template-columns: minmax(0, 1fr); } }
nav ul { list-style: none; padding-left: .75rem; margin: .25rem 0; }
nav > ul { padding-left: 0; }
nav { font-size: .95rem; }
h1 { font-size: 1.8rem; margin-top: 0; }
h2 { font-size: 1.4rem; margin-top: 2.5rem; border-bottom: 1px solid var(--border); }
h3 { font-size: 1.1rem; margin-top: 2rem; }
h4 { font-size: 1rem; margin-bottom: .25rem; }
.operation { background: var(--surface); border: 1px solid var(--border); border-radius: .5rem;
  padding: 0 1rem 1rem; margin: 1rem 0; }
.method { display: inline-block; min-width: 4.2rem; font-family: ui-monospace, monospace;
  font-weight: 700; }
.method-get { color: var(--get); } .method-post { color: var(--post); }
.method-put { color: var(--put); } .method-patch { color: var(--patch); }
.method-delete { color: var(--delete); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
pre { background: var(--muted-bg); padding: .75rem; border-radius: .375rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .92rem; }
th, td { border: 1px solid var(--border); padding: .35rem .5rem; text-align: left;
  vertical-align: top; }
th { background: var(--muted-bg); }
.muted { color: var(--muted); }
details { margin: .5rem 0; }
summary { cursor: pointer; font-weight: 600; }
`;
