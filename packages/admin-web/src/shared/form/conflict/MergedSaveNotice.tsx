/**
 * The notice of a save merged with someone else's change ('Zapisano obie zmiany.'): a toast at the top of
 * the window, held by the shell, so it is seen however far down the form the save button was, and stays
 * over the list the form goes on to, until the user closes it (WEB-140).
 */
import { conflictMessages } from '@redakcja/api-sdk/constants';
import { Button, CLOSE_LABEL } from '@redakcja/ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import * as styles from './MergedSaveNotice.css';

const ReportContext = createContext<() => void>(() => undefined);

/** Shows the notice (a form calls it when its save was merged). */
export function useReportMergedSave(): () => void {
  return useContext(ReportContext);
}

/** The status region (always in place, so the text is announced as it appears) and the screens. */
export function MergedSaveNotice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const report = useCallback(() => setShown(true), []);
  return (
    <ReportContext.Provider value={report}>
      <div role="status" className={styles.toast}>
        {shown ? (
          <>
            <span>{conflictMessages.merged}</span>
            <Button size="sm" variant="secondary" onPress={() => setShown(false)}>
              {CLOSE_LABEL}
            </Button>
          </>
        ) : null}
      </div>
      {children}
    </ReportContext.Provider>
  );
}
