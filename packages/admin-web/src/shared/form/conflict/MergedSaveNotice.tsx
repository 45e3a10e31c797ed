/**
 * The notice of a save merged with someone else's change ('Zapisano obie zmiany.') once its form is gone:
 * a form tells it in its save bar, and when the form goes on to its list after the save, the shell keeps
 * it as a toast at the top of the window over that list, until the user closes it (WEB-140). The bar's
 * status read it out already, so the toast is no live region: it is read once.
 */
import { conflictMessages } from '@redakcja/api-sdk/constants';
import { Button, CLOSE_LABEL } from '@redakcja/ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import * as styles from './MergedSaveNotice.css';

const ReportContext = createContext<() => void>(() => undefined);

/** Shows the notice (a form calls it when it leaves for its list after a merged save). */
export function useReportMergedSave(): () => void {
  return useContext(ReportContext);
}

/** The toast over the screens, while shown. */
export function MergedSaveNotice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const report = useCallback(() => setShown(true), []);
  return (
    <ReportContext.Provider value={report}>
      {shown ? (
        <div className={styles.toast}>
          <span>{conflictMessages.merged}</span>
          <Button size="sm" variant="secondary" onPress={() => setShown(false)}>
            {CLOSE_LABEL}
          </Button>
        </div>
      ) : null}
      {children}
    </ReportContext.Provider>
  );
}
