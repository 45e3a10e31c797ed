import type { Reporter } from 'vitest/node';

export declare function timingReporters(): Array<'default' | Reporter>;
