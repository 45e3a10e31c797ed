import type { Sandbox } from '@redakcja/api-sandbox';

export interface ExpectedSubscriber {
  id: number;
  email: string;
  /** Milliseconds since the epoch (the API writes dates with a Warsaw offset). */
  time: number;
  activeP: boolean;
  addByAdmin: boolean;
  deleted: boolean;
}

/** Replaces the sandbox's subscribers with `count` known ones (some unconfirmed, some deleted, tricky e-mails). */
export function seedSubscribers(sandbox: Sandbox, count: number, start = Date.UTC(2024, 0, 1, 12)): void {
  const store = sandbox.context.store('subscribers');
  sandbox.context.transaction(() => {
    sandbox.context.db.prepare('DELETE FROM subscribers').run();
    for (let index = 1; index <= count; index++) {
      const email =
        index % 97 === 0
          ? `"ktoś, ktoś"@example.com`
          : index % 89 === 0
            ? `"cudzy""słów"@example.pl`
            : `czytelnik${index}@example.pl`;
      const id = store.insert({
        email,
        date: new Date(start + index * 3_600_000),
        activeP: index % 5 !== 0,
        addByAdmin: index % 3 === 0,
      });
      if (index % 50 === 0) store.softDelete(id, new Date(start + (index + 1) * 3_600_000));
    }
  });
}

/** What the database holds, as an export should show it. */
export function subscribersInDatabase(sandbox: Sandbox): ExpectedSubscriber[] {
  const rows = sandbox.context.db
    .prepare('SELECT id, email, date, activeP, addByAdmin, deleted FROM subscribers ORDER BY id')
    .all() as Array<{
    id: number;
    email: string;
    date: string;
    activeP: number;
    addByAdmin: number;
    deleted: string | null;
  }>;
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    time: new Date(row.date).getTime(),
    activeP: Boolean(row.activeP),
    addByAdmin: Boolean(row.addByAdmin),
    deleted: row.deleted !== null,
  }));
}

/** Confirmed and not deleted: what an export holds without --all. */
export function confirmed(subscribers: readonly ExpectedSubscriber[]): ExpectedSubscriber[] {
  return subscribers.filter((subscriber) => subscriber.activeP && !subscriber.deleted);
}

/** An exported JSON row in the shape of ExpectedSubscriber, sorted by id. */
export function fromExported(
  rows: ReadonlyArray<{
    id: number | string;
    email: string;
    date: string | null;
    activeP: unknown;
    addByAdmin: unknown;
    deleted: string | null;
  }>,
): ExpectedSubscriber[] {
  const truthy = (value: unknown) => value === true || value === '1';
  return rows
    .map((row) => ({
      id: Number(row.id),
      email: row.email,
      time: row.date ? new Date(row.date).getTime() : Number.NaN,
      activeP: truthy(row.activeP),
      addByAdmin: truthy(row.addByAdmin),
      deleted: row.deleted !== null && row.deleted !== '',
    }))
    .sort((a, b) => a.id - b.id);
}
