import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError, errorMessage } from '#client/lib/api';
import {
  preferencesQuery,
  useSavePreferences,
  useSendDigestNow,
} from '#client/features/notifications/api';
import { timeZonesOffered } from '#client/features/notifications/notification-panel-rules';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '#shared/domain/notifications';
import type { NotificationPreferences } from '#shared/schemas/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';

const t = notificationsText.settings;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Compte › Notifications (issue 33): per kind, how it reaches me; the digest's hour and zone. */
export default function NotificationSettingsCard() {
  const preferences = useQuery(preferencesQuery);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      {preferences.isPending && <Spinner label={notificationsText.loading} />}
      {preferences.isError && (
        <RetryAlert
          title={notificationsText.loadError}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      )}
      {preferences.data && <PreferencesForm initial={preferences.data} />}
    </Card>
  );
}

/** Kept as typed while the save is refused: only the fields in error say so. */
function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePreferences();
  const digest = useSendDigestNow();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
        } else toast.error(errorMessage(error));
      },
    });
  };
  const sendDigest = () =>
    digest.mutate(undefined, {
      onSuccess: ({ count }) => toast.success(count === 0 ? t.digestEmpty : t.digestSent(count)),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {NOTIFICATION_KINDS.map((kind) => (
          <Field
            key={kind}
            label={notificationsText.kinds[kind]}
            error={errors[`channels.${kind}`]}
          >
            <Select
              value={values.channels[kind]}
              onChange={(event) =>
                setValues({
                  ...values,
                  channels: {
                    ...values.channels,
                    [kind]: event.target.value as (typeof NOTIFICATION_CHANNELS)[number],
                  },
                })
              }
            >
              {NOTIFICATION_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {notificationsText.channels[channel]}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        <Field label={t.digestHour} error={errors.digestHour}>
          <Select
            value={values.digestHour}
            onChange={(event) => setValues({ ...values, digestHour: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {t.hourOption(hour)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t.timeZone} error={errors.timeZone}>
          <Select
            value={values.timeZone}
            onChange={(event) => setValues({ ...values, timeZone: event.target.value })}
          >
            {timeZonesOffered(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t.save}
        </Button>
        <Button type="button" variant="secondary" isLoading={digest.isPending} onClick={sendDigest}>
          {t.sendDigestNow}
        </Button>
      </div>
    </form>
  );
}
