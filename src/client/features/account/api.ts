import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { loadedVersion } from '#client/lib/loaded-version';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type {
  AgencyNameInput,
  JoinAgencyInput,
  PermissionChange,
  ProfileInput,
} from '#shared/schemas/account';

export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  team: () => [...accountKeys.all, 'team'] as const,
};

export const accountQuery = queryOptions({
  queryKey: accountKeys.detail(),
  queryFn: () => unwrap(api.account.$get()),
});

export const teamQuery = queryOptions({
  queryKey: accountKeys.team(),
  queryFn: () => unwrap(api.account.team.$get()),
});

/** Account changes also change the signed-in user (names, agency): both are read again. */
const useAccountMutation = <T>(mutationFn: (input: T) => Promise<unknown>) =>
  useInvalidatingMutation({ mutationFn, invalidates: [accountKeys.all, ['auth', 'session']] });

export const useUpdateProfile = () =>
  useAccountMutation(({ version, ...json }: ProfileInput & { version?: number }) =>
    unwrap(
      api.account.profile.$put({
        json: { ...json, version: version ?? loadedVersion(accountKeys.detail(), readProfile) },
      }),
    ),
  );

const readProfile = (data: unknown) =>
  (data as { profileVersion?: number } | undefined)?.profileVersion;
const readAgency = (data: unknown) =>
  (data as { agency?: { version?: number } | null } | undefined)?.agency?.version;

export const useRenameAgency = () =>
  useAccountMutation(({ version, ...json }: AgencyNameInput & { version?: number }) =>
    unwrap(
      api.account.agency.$put({
        json: { ...json, version: version ?? loadedVersion(accountKeys.detail(), readAgency) },
      }),
    ),
  );

export const useRenewCode = () => useAccountMutation(() => unwrap(api.account.agency.code.$post()));

/**
 * `onJoined` runs as soon as the server said yes, before the account and session are read
 * again: once they are, the join card gives way to the agency card, and a callback passed to
 * mutate() by a component that has unmounted never runs (the toast used to be lost that way).
 * The new session then opens the sections, without a reload.
 */
export function useJoinAgency(onJoined: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: JoinAgencyInput) => unwrap(api.account.join.$post({ json })),
    onSuccess: () => {
      onJoined();
      return Promise.all(
        [accountKeys.all, ['auth', 'session']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

type Team = Awaited<ReturnType<NonNullable<typeof teamQuery.queryFn>>>;

/** The box changes at once (optimistic); a refusal puts it back. */
export function useSetPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...json }: PermissionChange & { memberId: string }) =>
      unwrap(api.account.team[':memberId'].permissions.$put({ param: { memberId }, json })),
    onMutate: async ({ memberId, key, value }) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.team() });
      const previous = queryClient.getQueryData<Team>(accountKeys.team());
      queryClient.setQueryData<Team>(
        accountKeys.team(),
        (team) =>
          team && {
            members: team.members.map((member) =>
              member.id === memberId
                ? { ...member, permissions: { ...member.permissions, [key]: value } }
                : member,
            ),
          },
      );
      return { previous };
    },
    onError: (_error, _change, context) =>
      queryClient.setQueryData(accountKeys.team(), context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.team() }),
  });
}
