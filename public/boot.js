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
      : path === '/'
        ? 'landing'
        : null;
// Who is signed in (src/client/app/session.ts takes this answer; /login sends them on).
if (page && page !== 'landing') {
  window.__infludeskSession = fetch('/api/auth/session', { credentials: 'same-origin' });
}
if (page === 'app') {
  // The app's frame (index.html's #boot-shell), until the app draws its own.
  document.documentElement.setAttribute('data-boot', 'app');
}
if (page === 'login') {
  // The sign-in screen's frame (#boot-login), in the mode login-page.tsx reads from the address.
  document.documentElement.setAttribute('data-boot', 'login');
  var isSignUp = new URLSearchParams(location.search).get('mode') === 'signup';
  document.documentElement.setAttribute('data-login-mode', isSignUp ? 'signup' : 'signin');
}
// The code the page's screen shares with others (vite.config.ts names it in a <meta>), asked
// for with the entry (4.).
var chunks = page && document.querySelector('meta[name="infludesk-chunks-' + page + '"]');
var pageCode = chunks ? chunks.content.split(' ') : [];
function preloadModule(href) {
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}
// 3. On a section of the app: its screen's code and, opened without a search, what the screen
// shows first (route-data.ts: its list's first page, a week's tasks, the assistant's
// conversations…), asked for now rather than once the entry has run and the router has asked
// (issue 27). The URLs are the ones src/client/features/*/api.ts builds (src/client/lib/api.ts
// takes the answers; src/client/lib/boot-early-list.test.ts keeps both in step).
var section = page === 'app' ? (/^\/app\/([a-z]+)\/?$/.exec(path) || [])[1] : null;
// Its frame in index.html (app/boot-frames.tsx: one per section), shown at once; with a search
// in the address (another week, a tab, a search), only its header.
if (section) document.documentElement.setAttribute('data-section', section);
if (section && location.search) document.documentElement.setAttribute('data-boot-search', '');
var screens = document.querySelector('meta[name="infludesk-screens"]');
(screens ? screens.content.split(' ') : []).forEach(function (entry) {
  var parts = entry.split('=');
  if (parts[0] === section) pageCode = pageCode.concat(parts[1].split('+'));
});
// The browser's day and its week's Monday, as shared/domain/dates.ts counts them.
function toDay(date) {
  var pad = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  return date.getFullYear() + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate());
}
var now = new Date();
var monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
// Tâches' frame (app/boot-frames.tsx): the week's title with this week's dates, as the screen
// writes them (shared/domain/dates.ts's formatLongDate); hidden until written.
function writeWeekTitle() {
  var title = document.querySelector('#boot-shell #tasks-week-title');
  if (!title) return;
  var long = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
  var friday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 4);
  title.textContent = title.textContent
    .replace('{monday}', long.format(monday))
    .replace('{friday}', long.format(friday));
  document.documentElement.setAttribute('data-week-written', '');
}
var collaborationsList = '/api/collaborations?q=&status=all&type=all&sort=newest&limit=50';
var influencers = '/api/influencers?q=&limit=25&archived=false&exclusive=';
var taskInfluencers = function (exclusive) {
  return '/api/tasks/influencers?exclusive=' + exclusive + '&q=&limit=24';
};
var firstRequests = {
  collaborations: [collaborationsList],
  campaigns: [collaborationsList],
  clients: ['/api/clients?q=&page=1'],
  influencers: [influencers + 'true', influencers + 'false'],
  todo: [
    '/api/tasks/late?today=' + toDay(now) + '&limit=20',
    '/api/tasks/week?start=' + toDay(monday),
    taskInfluencers(true),
    taskInfluencers(false),
  ],
  casting: ['/api/castings?q=&limit=12'],
  assistant: ['/api/assistant', '/api/assistant/conversations?limit=30'],
  account: ['/api/account'],
};
var early = {};
var earlyCount = 0;
((section && !location.search && firstRequests[section]) || []).forEach(function (url) {
  early[url] = fetch(url, { credentials: 'same-origin' });
  earlyCount += 1;
});
if (earlyCount > 0) {
  // Each handed over once to the app's request for the same URL (src/client/lib/api.ts),
  // within 10 s: later, a visit asks afresh.
  window.__infludeskTakeEarly = function (url) {
    var answer = early[url];
    if (!answer) return null;
    delete early[url];
    earlyCount -= 1;
    if (earlyCount === 0) window.__infludeskTakeEarly = undefined;
    return performance.now() < 10000 ? answer : null;
  };
}
// 4. The app's code (the entry script and its preloads, which vite.config.ts moves from the HTML
// into a <meta>), asked for once the first frame is on screen: the app's frame and the
// section's header then paint with the HTML and its style alone, whatever the scripts cost to
// fetch and run (issue 27, decision 0044). A frame that does not come (a page opened in the
// background) does not hold the app back.
var entry = document.querySelector('meta[name="infludesk-entry"]');
if (entry) {
  var isLoading = false;
  var loadApp = function () {
    if (isLoading) return;
    isLoading = true;
    var files = entry.content.split(' ');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files[0];
    document.head.appendChild(script);
    files.slice(1).concat(pageCode).forEach(preloadModule);
  };
  var afterFirstFrame = function () {
    if (document.visibilityState !== 'visible') return loadApp();
    document.addEventListener('visibilitychange', loadApp);
    requestAnimationFrame(function () {
      setTimeout(loadApp, 0);
    });
  };
} else {
  pageCode.forEach(preloadModule);
}
function whenParsed() {
  if (section === 'todo') writeWeekTitle();
  if (entry) afterFirstFrame();
}
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', whenParsed);
} else {
  whenParsed();
}
