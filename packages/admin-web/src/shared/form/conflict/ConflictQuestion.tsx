import { conflictMessages } from '@redakcja/api-sdk';
import { Button, ChoiceGroup, plainText, visuallyHidden } from '@redakcja/ui';
import { useState } from 'react';
import type { ConflictField, Version } from './ConflictDialog';
import * as styles from './ConflictDialog.css';
import { textDifference } from './textDifference';

/** A value longer than this (or of several lines) is shown as its difference from the other side. */
const LONG_VALUE = 120;

/**
 * A field's value as a reader sees it: text of rich text (never its markup), yes/no, lists joined. The
 * HTML is read as text (`plainText`: tags dropped, entities decoded); nothing of it is parsed into a
 * document.
 */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return conflictMessages.empty;
  if (typeof value === 'boolean') return value ? conflictMessages.yes : conflictMessages.no;
  if (Array.isArray(value)) return value.map(readableValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  // A tag becomes a space, so the words of two paragraphs do not run together.
  return plainText(text) || conflictMessages.empty;
}

export default function ConflictQuestion({
  fields,
  onKeepMine,
  onTakeServer,
  onKeepChosen,
  onClose,
}: {
  fields: readonly ConflictField[];
  onKeepMine: () => void;
  onTakeServer: () => void;
  onKeepChosen: (choices: Readonly<Record<string, Version>>) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState<Readonly<Record<string, Version>>>({});
  const choosing = fields.length > 1;
  return (
    <>
      <p>{conflictMessages.intro}</p>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.name} className={styles.field} data-conflict-field={field.name}>
            <dt className={styles.label}>{field.label}</dt>
            <FieldVersions server={readableValue(field.server)} mine={readableValue(field.mine)} />
            {choosing ? (
              <dd className={styles.value}>
                <ChoiceGroup
                  label={conflictMessages.keep(field.label)}
                  options={[
                    { value: 'mine', label: conflictMessages.mine },
                    { value: 'server', label: conflictMessages.server },
                  ]}
                  value={choices[field.name] ?? 'mine'}
                  onChange={(version) => setChoices((current) => ({ ...current, [field.name]: version }))}
                />
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} autoFocus>
          {conflictMessages.keepEditing}
        </Button>
        <Button variant="secondary" onPress={onTakeServer}>
          {conflictMessages.takeServer}
        </Button>
        {choosing ? (
          <Button variant="secondary" onPress={() => onKeepChosen(choices)}>
            {conflictMessages.keepChosen}
          </Button>
        ) : null}
        <Button variant="primary" onPress={onKeepMine}>
          {conflictMessages.keepMine}
        </Button>
      </div>
    </>
  );
}

/** Both versions of a field; a long one as the words that differ, struck out (server) or underlined (mine). */
function FieldVersions({ server, mine }: { server: string; mine: string }) {
  const long = (text: string) => text.length > LONG_VALUE || text.includes('\n');
  if (!long(server) && !long(mine))
    return (
      <>
        <dd className={styles.value}>
          <span className={styles.side}>{conflictMessages.server}:</span> {server}
        </dd>
        <dd className={styles.value}>
          <span className={styles.side}>{conflictMessages.mine}:</span> {mine}
        </dd>
      </>
    );
  return (
    <dd className={styles.value} data-conflict-difference="">
      <span className={styles.legend}>{conflictMessages.difference}</span>{' '}
      {textDifference(server, mine).map((part, index) =>
        part.kind === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in order and never move.
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <del key={index} className={styles.removed}>
            <span className={visuallyHidden}>{conflictMessages.removedPrefix}</span>
            {part.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <ins key={index} className={styles.added}>
            <span className={visuallyHidden}>{conflictMessages.addedPrefix}</span>
            {part.text}
          </ins>
        ),
      )}
    </dd>
  );
}
