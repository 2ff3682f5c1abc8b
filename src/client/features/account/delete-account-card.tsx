import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Dialog } from '#client/components/ui/dialog';
import { ErrorAlert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { api, ApiError, unwrap } from '#client/lib/api';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

const deleteErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.code === 'wrong_password' || error.status === 429)
    ? error.message
    : fr.errors.deleteAccountFallback;

export function DeleteAccountCard() {
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (input: { password: string }) => unwrap(api.account.delete.$post({ json: input })),
    onSuccess: () => {
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError(fr.fields.required(t.deletePassword));
    setFieldError(undefined);
    remove.mutate({ password });
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setFieldError(undefined);
      remove.reset();
    }
  };

  return (
    <Card className="border-danger-border">
      <h2 className="text-lg font-semibold">{t.deleteTitle}</h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t.deleteText}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t.deleteButton}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={changeOpen}
        title={t.deleteTitle}
        description={t.deleteText}
        size="sm"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {remove.isError && <ErrorAlert>{deleteErrorMessage(remove.error)}</ErrorAlert>}
          <Field label={t.deletePassword} error={fieldError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              {fr.common.cancel}
            </Button>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {t.deleteConfirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
