import type { Context } from '../context';

export function seedLoad(_ctx: Context): void {}
