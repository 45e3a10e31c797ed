/**
 * What the scripts that write TypeScript into the tree share (the SDK's and the sandbox's
 * areaIndex.mjs): Biome's order of imported names, so what they write passes `biome check` as written,
 * and a write that leaves an unchanged file untouched, so a build that regenerates it gives tsc's and
 * Vite's caches no new modification time.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Biome's order: by name regardless of case, the capital first where only the case differs. */
export function byImportName(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [left, right] = [a[i].toLowerCase(), b[i].toLowerCase()];
    if (left !== right) return left < right ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

/** Writes `text` to `file` unless the file holds it already. */
export function writeIfChanged(file, text) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) writeFileSync(file, text);
}
