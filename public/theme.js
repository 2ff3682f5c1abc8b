// Runs before the first paint: dark unless the user chose light (kept in localStorage).
try {
  var theme = localStorage.getItem('infludesk-theme') === 'light' ? 'light' : 'dark';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
} catch {
  document.documentElement.classList.add('dark');
}
