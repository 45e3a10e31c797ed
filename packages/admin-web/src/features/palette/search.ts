import type { PagingClient } from '@redakcja/api-sdk';
import type { RecordHit } from './recordAreas';
import type { OpenableArea } from './sources';

/** At most this many records of one area for a text (the rest are on the area's list). */
export const RECORDS_PER_AREA = 5;

export interface FoundRecord extends RecordHit {
  readonly area: OpenableArea;
}

export interface FoundRecords {
  /** In the areas' order (articles first). */
  readonly found: readonly FoundRecord[];
  /** Some area's call failed (what the others found is kept). */
  readonly failed: boolean;
}

/**
 * Every area the user may open, asked at once: by id for a number, by name or title for a text. The
 * areas' list queries load first, so the calls go out together (and a text typed on cancels them all). A
 * call cancelled by `signal` is neither a result nor a failure.
 */
export async function findRecords(
  client: PagingClient,
  areas: readonly OpenableArea[],
  wanted: { kind: 'id' | 'text'; value: string },
  signal: AbortSignal,
): Promise<FoundRecords> {
  const finders = await Promise.allSettled(areas.map((area) => area.load()));
  if (signal.aborted) return { found: [], failed: false };
  const answers = await Promise.allSettled(
    finders.map(async (loaded) => {
      if (loaded.status === 'rejected') throw loaded.reason;
      const area = loaded.value;
      if (wanted.kind === 'id') {
        const hit = await area.byId(client, wanted.value, signal);
        return hit ? [hit] : [];
      }
      return (await area.search(client, wanted.value, signal)).slice(0, RECORDS_PER_AREA);
    }),
  );
  const found = answers.flatMap((answer, index) =>
    answer.status === 'fulfilled'
      ? answer.value.map((hit) => ({ ...hit, area: areas[index] as OpenableArea }))
      : [],
  );
  return { found, failed: !signal.aborted && answers.some((answer) => answer.status === 'rejected') };
}
