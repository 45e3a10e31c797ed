import { confirmChange } from './confirm';
import type { Deps } from './context';

/** A record that can be marked sent: `closed` is its sent marker (03 §3, §4). */
export interface SendableRecord {
  id: number;
  closed: string | null;
}

export interface MarkSentOnce<T extends SendableRecord> {
  /** Reads the record (a 404 ends the command with exit 4). */
  load(): Promise<T>;
  /** PUT {closed, generated} (the SDK's toMarkSentPayload) and the saved record. */
  mark(id: number, payload: { closed: string; generated: string }): Promise<T>;
  /** The confirmation asked on a terminal before the change. */
  question(record: T): string;
}

/**
 * Marks a newsletter or a partner box sent (03 §4: closed and generated set to now, D26), once: a record
 * already sent is left as it is, its date kept, so a repeated cron run is harmless. Asks first on a
 * terminal (the record can no longer be edited); without one, --yes is needed.
 */
export async function markSentOnce<T extends SendableRecord>(
  deps: Deps,
  steps: MarkSentOnce<T>,
): Promise<{ record: T; changed: boolean }> {
  const { isNewsletterSent, toMarkSentPayload } = await import('@redakcja/api-sdk');
  const current = await steps.load();
  if (isNewsletterSent(current)) return { record: current, changed: false };
  await confirmChange(deps, steps.question(current));
  return { record: await steps.mark(current.id, toMarkSentPayload(deps.now())), changed: true };
}
