import type { Context } from '../context';
import type { SeedMode } from '../options';
import { seedDemo } from './demo';
import { seedLoad } from './load';

/** Seeds an empty database: the demo data, plus the bulk rows of `load`. */
export async function seedDatabase(ctx: Context, mode: Exclude<SeedMode, 'none'>): Promise<void> {
  await seedDemo(ctx);
  if (mode === 'load') seedLoad(ctx);
}
