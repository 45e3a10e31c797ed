/**
 * A save that fails after its form was left (WEB-27: 'Opuść' while the save was in flight) has no form
 * left to show 'Błąd' on, so the shell says it instead: an alert above the screen the user went to,
 * until they close it. No server text is shown (01 §4).
 */
import { Button, CLOSE_LABEL, ErrorText } from '@redakcja/ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import * as styles from '../layout.css';

// The shell's other save notice, through this module: the shell and the forms load both in one chunk.
export { MergedSaveNotice, useReportMergedSave } from './conflict/MergedSaveNotice';

export const LEFT_SAVE_FAILED_MESSAGE = 'Nie udało się zapisać zmian.';

const ReportContext = createContext<() => void>(() => undefined);

/** Called by `useSave` when a save fails after its form unmounted. */
export function useReportLeftSaveFailure(): () => void {
  return useContext(ReportContext);
}

/** The alert region (always in place, so the text is announced as it appears) above the screens. */
export function LeftSaveFailureNotice({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const report = useCallback(() => setFailed(true), []);
  return (
    <ReportContext.Provider value={report}>
      <ErrorText>
        {failed ? (
          <span className={styles.actions}>
            {LEFT_SAVE_FAILED_MESSAGE}
            <Button size="sm" variant="secondary" onPress={() => setFailed(false)}>
              {CLOSE_LABEL}
            </Button>
          </span>
        ) : null}
      </ErrorText>
      {children}
    </ReportContext.Provider>
  );
}
