import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { fr } from '#shared/i18n/fr';

/**
 * While `hasUnsaved`, leaving the page asks first: a navigation inside the app (a link, Back:
 * react-router's blocker, answered with DiscardChangesDialog) and a reload or a closed tab
 * (`beforeunload`). Only a change of page counts: the page's own query string (search, page)
 * may move and keeps what is typed.
 */
export function useLeaveGuard(hasUnsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsaved) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasUnsaved]);
  return blocker;
}

/**
 * The guard of a form dialog (docs/decisions/0022): while the form differs from what it opened
 * with, every way out asks first — the dialog's own (Escape, overlay, close button, 'Annuler'
 * through `requestClose`), a navigation inside the app (a link, Back: react-router's blocker),
 * and a reload or a closed tab (`beforeunload`). An unchanged form closes at once.
 */
export function useUnsavedChanges(onClose: () => void) {
  const [isDirty, setIsDirty] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const blocker = useLeaveGuard(isDirty);

  const isBlocked = blocker.state === 'blocked';
  return {
    onDirtyChange: setIsDirty,
    requestClose: () => (isDirty ? setIsAsking(true) : onClose()),
    question: {
      isOpen: isAsking || isBlocked,
      onDiscard: () => {
        setIsAsking(false);
        if (isBlocked) blocker.proceed();
        else onClose();
      },
      onKeepEditing: () => {
        setIsAsking(false);
        if (isBlocked) blocker.reset();
      },
    },
  };
}

/** The form side: tells the dialog whether it holds changes (react-hook-form's `isDirty`). */
export function useReportDirty(
  form: { formState: { isDirty: boolean } },
  onDirtyChange: (isDirty: boolean) => void,
) {
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
}

/** 'Abandonner les modifications ?': discarding is the dangerous choice, keeping on the safe one. */
export function DiscardChangesDialog({
  isOpen,
  onDiscard,
  onKeepEditing,
}: ReturnType<typeof useUnsavedChanges>['question']) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(isOpen) => !isOpen && onKeepEditing()}
      title={fr.forms.discardTitle}
      confirmLabel={fr.forms.discard}
      cancelLabel={fr.forms.keepEditing}
      onConfirm={onDiscard}
    >
      {fr.forms.discardText}
    </ConfirmDialog>
  );
}
