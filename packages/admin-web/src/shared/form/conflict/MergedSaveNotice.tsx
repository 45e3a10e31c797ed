/**
 * The notice of a save merged with someone else's change ('Zapisano obie zmiany.') once its form is gone:
 * a form tells it in its save bar, and when the form goes on to its list after the save, the shell keeps
 * it as a toast at the top of the window over that list, until the user closes it (WEB-140). It was read
 * out in the bar already, so the toast is not a live region then; a notice reported without a bar is.
 */
import { conflictMessages } from '@redakcja/api-sdk/constants';
import { Button, CLOSE_LABEL } from '@redakcja/ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import * as styles from './MergedSaveNotice.css';

type Report = (told?: 'told') => void;

const ReportContext = createContext<Report>(() => undefined);

/** Shows the notice (a form calls it when it leaves after a merged save; 'told': it was announced). */
export function useReportMergedSave(): Report {
  return useContext(ReportContext);
}

/** The status region (always in place, so the text is announced as it appears) and the screens. */
export function MergedSaveNotice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<'new' | 'told' | null>(null);
  const report = useCallback<Report>((told) => setShown(told ?? 'new'), []);
  const notice = (
    <>
      <span>{conflictMessages.merged}</span>
      <Button size="sm" variant="secondary" onPress={() => setShown(null)}>
        {CLOSE_LABEL}
      </Button>
    </>
  );
  return (
    <ReportContext.Provider value={report}>
      <div role="status" className={styles.toast}>
        {shown === 'new' ? notice : null}
      </div>
      {shown === 'told' ? <div className={styles.toast}>{notice}</div> : null}
      {children}
    </ReportContext.Provider>
  );
}
