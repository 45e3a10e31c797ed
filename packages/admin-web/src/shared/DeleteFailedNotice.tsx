import { ErrorText } from '@redakcja/ui';

/** Said when a delete fails: the row stays, and the user is told so. */
export const DELETE_FAILED_MESSAGE = 'Nie udało się usunąć. Spróbuj ponownie.';

/** The failure of the last delete of a list, in an alert (announced as it appears). */
export function DeleteFailedNotice({ show }: { show: boolean }) {
  return show ? <ErrorText>{DELETE_FAILED_MESSAGE}</ErrorText> : null;
}
