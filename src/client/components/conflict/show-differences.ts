import { createContext, use } from 'react';

/**
 * Given by an edit dialog to what it shows above its form: compares the form with the record
 * as a colleague just saved it, in the conflict's alert (RecordChangedBanner's 'Voir les
 * différences'). Null outside an edit form.
 */
export const ShowDifferencesContext = createContext<((message: string) => void) | null>(null);

export const useShowDifferences = () => use(ShowDifferencesContext);
