import { Random } from '../seed/random';

/** What the fault injector does; every field may be changed while the sandbox runs (`setFaults`). */
export interface FaultSettings {
  /** Delay before every API answer, in milliseconds. */
  latency: number;
  /** Share (0..1) of API requests answered with a 503. */
  failRate: number;
  /**
   * Seed of the draws that decide which requests fail: the same seed gives the same sequence of
   * failures for the same sequence of requests. Undefined: Math.random.
   */
  failSeed: number | undefined;
}

/**
 * Fault injection for the clients' failure tests: latency and random 503s on the API, that is every
 * `/api` path and the four `/cache` clears (they are calls of the portal's API too, 01 §7). One draw
 * per API request, in the order the requests arrive.
 */
export class Faults {
  private settings: FaultSettings;
  private draw: () => number;

  constructor(settings: FaultSettings) {
    this.settings = normalise(settings);
    this.draw = drawFor(this.settings.failSeed);
  }

  get latency(): number {
    return this.settings.latency;
  }

  get failRate(): number {
    return this.settings.failRate;
  }

  /** Changes some settings; a new `failSeed` (or `failRate` with a seed) restarts the seeded sequence. */
  update(changes: Partial<FaultSettings>): void {
    const next = normalise({ ...this.settings, ...changes });
    if ('failSeed' in changes || ('failRate' in changes && next.failSeed !== undefined))
      this.draw = drawFor(next.failSeed);
    this.settings = next;
  }

  /** Whether this request fails; draws only while a failure rate is set. */
  shouldFail(): boolean {
    if (this.settings.failRate <= 0) return false;
    return this.draw() < this.settings.failRate;
  }
}

function normalise(settings: FaultSettings): FaultSettings {
  return {
    latency: Math.max(0, settings.latency),
    failRate: Math.min(1, Math.max(0, settings.failRate)),
    failSeed: settings.failSeed,
  };
}

function drawFor(seed: number | undefined): () => number {
  // Looked up on every draw: a test that replaces Math.random after the start still decides.
  if (seed === undefined) return () => Math.random();
  const random = new Random(seed);
  return () => random.next();
}
