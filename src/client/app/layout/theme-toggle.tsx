import { Moon, Sun } from 'lucide-react';
import { useTheme } from '#client/lib/theme';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? fr.shell.themeToLight : fr.shell.themeToDark;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(
        'rounded-md p-2 text-muted hover:bg-surface-muted hover:text-foreground',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden className="h-5 w-5" />
      ) : (
        <Moon aria-hidden className="h-5 w-5" />
      )}
    </button>
  );
}
