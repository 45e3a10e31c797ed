/**
 * Biome's order of imported names: by name regardless of case, the capital first where only the case
 * differs. The scripts that write TypeScript (the SDK's and the sandbox's areaIndex.mjs) sort with it, so
 * what they write passes `biome check` as written.
 */
export function byImportName(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [left, right] = [a[i].toLowerCase(), b[i].toLowerCase()];
    if (left !== right) return left < right ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}
