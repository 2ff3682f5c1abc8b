import { useArrivalParam } from '#client/lib/use-arrival-param';

/**
 * `?voir=<id>` (the Casting screen's 'Voir la collaboration'): the collaboration whose detail
 * opens on arrival. Closing the detail (or going on to edit it) drops the parameter.
 */
export function useShownCollaboration() {
  const { value, close } = useArrivalParam('voir');
  return { id: value, close };
}
