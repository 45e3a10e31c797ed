import { confirmChange } from './confirm';
import type { Deps } from './context';
import { RejectedError } from './errors';

/** A record that can be marked sent: `closed` is its sent marker (03 §3, §4). */
export interface SendableRecord {
  id: number;
  closed: string | null;
}

export interface MarkSentOnce<T extends SendableRecord> {
  /** Reads the record (a 404 ends the command with exit 4). */
  load(): Promise<T>;
  /**
   * PUT {closed, generated} (the SDK's toMarkSentPayload) and the saved record; `expected` is the record
   * as read, so the write is refused (ConflictError) when it changed meanwhile.
   */
  mark(id: number, payload: { closed: string; generated: string }, expected: T): Promise<T>;
  /** The confirmation asked on a terminal before the change. */
  question(record: T): string;
}

/** How many times the mark is tried over a record that changed in other fields meanwhile. */
const MARK_ATTEMPTS = 3;

/**
 * Marks a newsletter or a partner box sent (03 §4: closed and generated set to now, D26), once: a record
 * already sent is left as it is, its date kept, so a repeated cron run is harmless. The write names the
 * record as read (CLI-40): one marked sent by someone else while the question was open is refused and
 * left as it is too. Asks first on a terminal (the record can no longer be edited); without one, --yes
 * is needed.
 */
export async function markSentOnce<T extends SendableRecord>(
  deps: Deps,
  steps: MarkSentOnce<T>,
): Promise<{ record: T; changed: boolean }> {
  const { ConflictError, isNewsletterSent, toMarkSentPayload } = await import('@redakcja/api-sdk');
  let current = await steps.load();
  if (isNewsletterSent(current)) return { record: current, changed: false };
  await confirmChange(deps, steps.question(current));
  for (let attempt = 1; ; attempt++) {
    try {
      return { record: await steps.mark(current.id, toMarkSentPayload(deps.now()), current), changed: true };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= MARK_ATTEMPTS) throw error;
      if (error.current === null)
        throw new RejectedError(`Record ${current.id} was deleted meanwhile: nothing changed.`);
      current = error.current as T;
      if (isNewsletterSent(current)) {
        deps.out.warn(`record ${current.id} was marked sent by someone else meanwhile; its date is kept`);
        return { record: current, changed: false };
      }
    }
  }
}
