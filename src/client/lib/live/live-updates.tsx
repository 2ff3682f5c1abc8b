import { useLiveUpdates } from '#client/lib/live/use-live-updates';

/**
 * Colleagues' changes refresh what this tab shows (decision 0047). A component of its own, so
 * the shell loads it after the first paint (React.lazy): the entry every page waits for stays
 * within its budget.
 */
export default function LiveUpdates({ user }: { user: { id: string; agencyId: string | null } }) {
  useLiveUpdates(user);
  return null;
}
