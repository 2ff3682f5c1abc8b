import { useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '#client/components/ui/input';
import { fr } from '#shared/i18n/fr';

export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [isVisible, setVisible] = useState(false);
  const label = isVisible ? fr.auth.hidePassword : fr.auth.showPassword;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        aria-pressed={isVisible}
        title={label}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted hover:text-foreground"
      >
        {isVisible ? (
          <EyeOff aria-hidden className="h-4 w-4" />
        ) : (
          <Eye aria-hidden className="h-4 w-4" />
        )}
      </button>
    </div>
  );
}
