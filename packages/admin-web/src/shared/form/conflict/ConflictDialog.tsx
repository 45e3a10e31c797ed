import { Button, Modal } from '@redakcja/ui';
import * as styles from './ConflictDialog.css';
import { CONFLICT_TEXTS } from './conflictTexts';

export interface ConflictField {
  name: string;
  label: string;
  server: unknown;
  mine: unknown;
}

/**
 * A field's value as a reader sees it: text of rich text (never its markup), yes/no, lists joined. The
 * HTML is parsed inert by DOMParser (no script runs, nothing is inserted into the page).
 */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return CONFLICT_TEXTS.empty;
  if (typeof value === 'boolean') return value ? CONFLICT_TEXTS.yes : CONFLICT_TEXTS.no;
  if (Array.isArray(value)) return value.map(readableValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim() || CONFLICT_TEXTS.empty;
}

/** The notice of a save merged with someone else's change (a live region, read out when it appears). */
export function ConflictNotice({ shown }: { shown: boolean }) {
  return (
    <p role="status" className={styles.notice}>
      {shown ? CONFLICT_TEXTS.merged : ''}
    </p>
  );
}

/**
 * The question of a save that overlaps someone else's change: each field with the server's value and the
 * user's, and the three ways on (WEB-100). Nothing is sent until one is chosen.
 */
export function ConflictDialog({
  fields,
  onKeepMine,
  onTakeServer,
  onKeepEditing,
}: {
  fields: readonly ConflictField[] | null;
  onKeepMine: () => void;
  onTakeServer: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <Modal
      isOpen={fields !== null}
      onOpenChange={(open) => {
        if (!open) onKeepEditing();
      }}
      title={CONFLICT_TEXTS.title}
      role="alertdialog"
      size="wide"
    >
      {(close) => (
        <>
          <p>{CONFLICT_TEXTS.intro}</p>
          <dl className={styles.fields}>
            {(fields ?? []).map((field) => (
              <div key={field.name} className={styles.field} data-conflict-field={field.name}>
                <dt className={styles.label}>{field.label}</dt>
                <dd className={styles.value}>
                  <span className={styles.side}>{CONFLICT_TEXTS.server}:</span> {readableValue(field.server)}
                </dd>
                <dd className={styles.value}>
                  <span className={styles.side}>{CONFLICT_TEXTS.mine}:</span> {readableValue(field.mine)}
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close} autoFocus>
              {CONFLICT_TEXTS.keepEditing}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                onTakeServer();
              }}
            >
              {CONFLICT_TEXTS.takeServer}
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                onKeepMine();
              }}
            >
              {CONFLICT_TEXTS.keepMine}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
