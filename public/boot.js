// Runs before the first paint (a classic script in <head>: the page's policy allows no inline
// script).
// 1. The theme: dark unless the user chose light (kept in localStorage).
try {
  var theme = localStorage.getItem('infludesk-theme') === 'light' ? 'light' : 'dark';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
} catch {
  document.documentElement.classList.add('dark');
}
// 2. What a page needs beside the entry script, asked for now rather than once the entry has
// arrived and run (issue 18, decision 0031).
var path = location.pathname;
var page = /^\/app(\/|$)/.test(path)
  ? 'app'
  : /^\/login(\/|$)/.test(path)
    ? 'login'
    : /^\/superadmin(\/|$)/.test(path)
      ? 'superadmin'
      : null;
if (page) {
  // Who is signed in (src/client/app/session.ts takes this answer; /login sends them on).
  window.__infludeskSession = fetch('/api/auth/session', { credentials: 'same-origin' });
}
if (page === 'app') {
  // The app's frame (index.html's #boot-shell), until the app draws its own.
  document.documentElement.setAttribute('data-boot', 'app');
}
// The code the page's screen shares with others (vite.config.ts names it in a <meta>).
var chunks = page && document.querySelector('meta[name="infludesk-chunks-' + page + '"]');
(chunks ? chunks.content.split(' ') : []).forEach(function (href) {
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
});
