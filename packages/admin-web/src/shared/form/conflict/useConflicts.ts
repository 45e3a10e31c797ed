import { ConflictError, mergeChanges } from '@redakcja/api-sdk';
import { useCallback, useRef, useState } from 'react';
import type { ConflictField, Version } from './ConflictDialog';

/** What the form does after a save met a conflict. */
export type ConflictStep<Form> =
  /** Save these values again now (a silent merge, or the user's choice). */
  | { kind: 'save'; values: Form }
  /** Nothing more to do now: a question or a message is shown. */
  | { kind: 'wait' };

interface Question<Item, Form> {
  fields: ConflictField[];
  /** Every change of both sides, the user's on the overlapping fields. */
  mine: Form;
  /** Every change of both sides, the server's on the overlapping fields. */
  server: Form;
  /** The record as it is now: what a save chosen in the answer is over. */
  current: Item;
}

/**
 * The record a form was loaded from and what to do when its save meets someone else's change (WEB-100):
 * the save names that record as `expected`; on a ConflictError the form values of the record as loaded,
 * as it is now and as the user has them are merged. Nothing overlapping: saved again at once, with a
 * notice. Overlapping fields: a question; until it is answered with a version to save, the next save is
 * still over the record as loaded, so 'Anuluj i edytuj dalej' and a later save ask again (the form never
 * takes the server's record as its base unseen). Deleted meanwhile: a message, the values stay in the
 * form (and in its draft). After a successful save the answer is the new record as loaded.
 */
export function useConflicts<Item, Form extends object>(
  loaded: Item | undefined,
  fromRecord: (record: Item) => Form,
  labelOf: (name: string) => string,
) {
  const expected = useRef<Item | undefined>(loaded);
  const [question, setQuestion] = useState<Question<Item, Form> | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  /** The step after a failed save of `mine`, or null when the failure is not a conflict. */
  const afterFailure = useCallback(
    (error: unknown, mine: Form): ConflictStep<Form> | null => {
      if (!(error instanceof ConflictError) || expected.current === undefined) return null;
      if (error.deleted || error.current === null) {
        setDeleted(true);
        return { kind: 'wait' };
      }
      const loadedValues = fromRecord(expected.current);
      const serverValues = fromRecord(error.current as Item);
      const outcome = mergeChanges(loadedValues, serverValues, mine);
      if (outcome.ok) {
        // The merged values are saved over the record as it is now.
        expected.current = error.current as Item;
        setNotice('merged');
        return { kind: 'save', values: outcome.merged };
      }
      const server = { ...outcome.merged } as Record<string, unknown>;
      for (const name of outcome.overlapping) server[name] = (serverValues as Record<string, unknown>)[name];
      setQuestion({
        fields: outcome.overlapping.map((name) => ({
          name,
          label: labelOf(name),
          server: (serverValues as Record<string, unknown>)[name],
          mine: (mine as Record<string, unknown>)[name],
        })),
        mine: outcome.merged,
        server: server as Form,
        current: error.current as Item,
      });
      return { kind: 'wait' };
    },
    [fromRecord, labelOf],
  );

  /**
   * The answer to the question: the values to save ('mine', 'server', or a version per overlapping
   * field), or null (keep editing).
   */
  const answer = useCallback(
    (choice: 'mine' | 'server' | 'edit' | Readonly<Record<string, Version>>): Form | null => {
      const asked = question;
      setQuestion(null);
      if (!asked || choice === 'edit') return null;
      // A version chosen: it is saved over the record as it is now.
      expected.current = asked.current;
      if (choice === 'mine') return asked.mine;
      if (choice === 'server') return asked.server;
      const values = { ...asked.mine } as Record<string, unknown>;
      for (const field of asked.fields)
        if (choice[field.name] === 'server')
          values[field.name] = (asked.server as Record<string, unknown>)[field.name];
      return values as Form;
    },
    [question],
  );

  const saved = useCallback((record: Item) => {
    expected.current = record;
  }, []);

  /**
   * The fields the server's record `current` changed since the form's record (for the early warning of
   * a record changed while its form is open, WEB-147); empty when it is the form's record.
   */
  const serverChanges = useCallback(
    (current: Item, mine: Form): string[] =>
      expected.current === undefined
        ? []
        : mergeChanges(fromRecord(expected.current), fromRecord(current), mine).serverChanged,
    [fromRecord],
  );

  /**
   * Takes the server's record `current` into the form before any save, by the same merge as a conflicted
   * save: what only the server changed comes in, the user's edits stay. Without overlapping fields the
   * form is then over `current`; with them it stays over the record as loaded, so the save asks about
   * exactly those fields (nothing typed is replaced unasked). The values the form should show.
   */
  const takeIn = useCallback(
    (current: Item, mine: Form): { values: Form; overlapping: readonly string[] } | null => {
      if (expected.current === undefined) return null;
      const outcome = mergeChanges(fromRecord(expected.current), fromRecord(current), mine);
      if (outcome.ok) expected.current = current;
      return { values: outcome.merged, overlapping: outcome.ok ? [] : outcome.overlapping };
    },
    [fromRecord],
  );

  return {
    /** The record as loaded (or last saved): the `expected` of the next save. */
    expected: () => expected.current,
    afterFailure,
    answer,
    saved,
    serverChanges,
    takeIn,
    question,
    deleted,
    closeDeleted: () => setDeleted(false),
    merged: notice === 'merged',
    clearNotice: () => setNotice(null),
  };
}
