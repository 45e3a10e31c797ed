import { rmSync } from 'node:fs';

/** The temporary files of atomic writes still under way: removed at once if the process must end now. */
const pending = new Set<string>();

/** Registers a temporary file; the function returned forgets it (once renamed or removed). */
export function trackTemporaryFile(path: string): () => void {
  pending.add(path);
  return () => {
    pending.delete(path);
  };
}

/**
 * Removes every temporary file still under way, synchronously: for the paths that end the process
 * without waiting for the writes to unwind (a second Ctrl-C, `process.exit`).
 */
export function removeTemporaryFilesNow(): void {
  for (const path of pending) {
    try {
      rmSync(path, { force: true });
    } catch {
      // Nothing more can be done while the process ends.
    }
  }
  pending.clear();
}
