import { liveMessages } from '@redakcja/api-sdk';
import { LightButton } from '@redakcja/ui';
import * as styles from './live.css';

/**
 * 'Nowe wpisy: N — pokaż' above a live list: the count in a polite status of its own (read once as it
 * changes; the button is not in it, so its name is not read with it), the rows shown only when asked.
 * Once they are, the focus goes to the list's first row control, as the button is gone.
 */
export function NewRowsBanner({
  count,
  onShow,
  tableLabel,
}: {
  count: number;
  onShow: () => void;
  tableLabel: string;
}) {
  const show = () => {
    onShow();
    requestAnimationFrame(() => {
      const table = document.querySelector(`table[aria-label="${CSS.escape(tableLabel)}"]`);
      table?.querySelector<HTMLElement>('tbody a[href], tbody button:not(:disabled), tbody input')?.focus();
    });
  };
  return (
    <div className={styles.banner}>
      <span role="status">{count > 0 ? liveMessages.newRows(count) : ''}</span>
      {count > 0 ? (
        <>
          <span aria-hidden="true">—</span>
          <LightButton size="sm" variant="secondary" onPress={show}>
            {liveMessages.showNewRows}
          </LightButton>
        </>
      ) : null}
    </div>
  );
}
