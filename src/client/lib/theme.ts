import { useCallback, useState } from 'react';

export type Theme = 'dark' | 'light';
const STORAGE_KEY = 'infludesk-theme';

const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/** The theme is applied before first paint by /theme.js; this keeps it and its storage in step. */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setTheme(next);
  }, []);
  return { theme, toggleTheme };
}
