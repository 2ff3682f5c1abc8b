import { useSearchParams } from 'react-router';
import { useArrivalParam } from '#client/lib/use-arrival-param';

/** The `onglet=` values a link may give, and the detail's tab each opens. */
const TABS = { conformite: 'compliance' } as const;

const readTab = (value: string | null) =>
  value !== null && Object.hasOwn(TABS, value) ? TABS[value as keyof typeof TABS] : undefined;

/**
 * `?voir=<id>` (the Casting screen's 'Voir la collaboration'): the collaboration whose detail
 * opens on arrival; with `&onglet=conformite` (Conformité's overview), on that tab. Closing the
 * detail (or going on to edit it) drops both parameters.
 */
export function useShownCollaboration() {
  const { value, close } = useArrivalParam('voir', 'onglet');
  const [params] = useSearchParams();
  return { id: value, tab: readTab(params.get('onglet')), close };
}
