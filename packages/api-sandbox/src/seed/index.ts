import type { Context } from '../context';
import type { SeedMode } from '../options';
import { demoPasswordHashes, seedDemo } from './demo';
import { seedLoad } from './load';

/**
 * Seeds an empty database: the demo data, plus the bulk rows of `load`, in one transaction, so a start
 * stopped halfway leaves the database empty (and seeded on the next start) rather than half seeded.
 */
export async function seedDatabase(ctx: Context, mode: Exclude<SeedMode, 'none'>): Promise<void> {
  const hashes = await demoPasswordHashes();
  ctx.transaction(() => {
    seedDemo(ctx, hashes);
    if (mode === 'load') seedLoad(ctx);
  });
}
