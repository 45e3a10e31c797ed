import { Fragment } from 'react';
import { Button } from '../Button/Button';
import { CLOSE_LABEL } from '../Modal/labels';
import { Modal } from '../Modal/Modal';
import * as styles from './CommandPalette.css';
import { SHORTCUTS_TITLE } from './labels';

export interface Shortcut {
  /** Each way to press it, each a combination of keys: [['Ctrl', 'K'], ['⌘', 'K']]. */
  readonly keys: readonly (readonly string[])[];
  readonly description: string;
}

export interface ShortcutSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  shortcuts: readonly Shortcut[];
  title?: string;
}

/** The sheet of keyboard shortcuts: a modal dialog listing each one's keys and what it does. */
export function ShortcutSheet({
  isOpen,
  onOpenChange,
  shortcuts,
  title = SHORTCUTS_TITLE,
}: ShortcutSheetProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} isDismissable>
      {(close) => (
        <>
          <dl className={styles.shortcuts}>
            {shortcuts.map((shortcut) => (
              <Fragment key={shortcut.description}>
                <dt className={styles.keys}>
                  {shortcut.keys.map((combination, index) => (
                    <Fragment key={combination.join('+')}>
                      {index > 0 ? ' lub ' : null}
                      <kbd>
                        {combination.map((key, keyIndex) => (
                          <Fragment key={key}>
                            {keyIndex > 0 ? ' + ' : null}
                            <kbd className={styles.key}>{key}</kbd>
                          </Fragment>
                        ))}
                      </kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd className={styles.keyDescription}>{shortcut.description}</dd>
              </Fragment>
            ))}
          </dl>
          <div className={styles.sheetActions}>
            <Button onPress={close} autoFocus>
              {CLOSE_LABEL}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
