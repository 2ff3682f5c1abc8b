import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Badge } from '#client/components/ui/badge';
import { Card } from '#client/components/ui/card';
import { ErrorAlert } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { teamQuery, useSetPermission } from '#client/features/account/api';
import { PERMISSION_KEYS, type PermissionKey } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

/** The owner's view of the team: a member's boxes save at once. */
export function TeamCard() {
  const team = useQuery(teamQuery);
  const setPermission = useSetPermission();
  // The box shows the click at once, in the click's own render: the optimistic update of the
  // team comes a tick later, and a controlled checkbox would spring back in between.
  const [clicked, setClicked] = useState<{
    memberId: string;
    key: PermissionKey;
    value: boolean;
  }>();
  const isChecked = (memberId: string, key: PermissionKey, saved: boolean) =>
    clicked?.memberId === memberId && clicked.key === key ? clicked.value : saved;

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t.teamTitle}</h2>
      <p className="mb-4 text-sm text-muted">{t.teamSubtitle}</p>
      {team.isPending && <Spinner label={fr.common.loading} />}
      {team.isError && <ErrorAlert>{errorMessage(team.error)}</ErrorAlert>}
      <ul className="divide-y divide-border">
        {team.data?.members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li key={member.id} className="py-4" data-testid="team-member">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{name}</span>
                {member.isOwner && <span className="text-sm text-muted">({t.you})</span>}
                <Badge tone={member.userRole === 'admin' ? 'primary' : 'neutral'}>
                  {fr.userRoles[member.userRole]}
                </Badge>
              </div>
              <p className="text-sm text-muted">
                {member.jobTitle || fr.placeholders.roleUndefined} · {member.email}
              </p>
              {!member.isOwner && (
                <fieldset className="mt-3">
                  <legend className="sr-only">{t.permissionsOf(name)}</legend>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {PERMISSION_KEYS.map((key) => (
                      <label key={key} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-primary"
                          checked={isChecked(member.id, key, member.permissions[key])}
                          disabled={setPermission.isPending}
                          onChange={(event) => {
                            const change = {
                              memberId: member.id,
                              key,
                              value: event.target.checked,
                            };
                            setClicked(change);
                            setPermission.mutate(change, {
                              onError: (error) => toast.error(errorMessage(error)),
                              onSettled: () => setClicked(undefined),
                            });
                          }}
                        />
                        {fr.sections[key]}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
