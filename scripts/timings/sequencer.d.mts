import type { TestSequencerConstructor } from 'vitest/node';

export declare const LongestFirstSequencer: TestSequencerConstructor;
