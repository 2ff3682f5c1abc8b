import { useState } from 'react';

/**
 * The one dialog a list screen has open: the create form, a record's edit form or detail, or
 * one of the screen's own (`TOther`, e.g. a confirmation).
 */
export type RecordDialog<TOther> =
  { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'show'; id: string } | TOther;

export function useRecordDialog<TOther extends { kind: string }>() {
  const [dialog, setDialog] = useState<RecordDialog<TOther> | null>(null);
  return { dialog, setDialog, close: () => setDialog(null) };
}
