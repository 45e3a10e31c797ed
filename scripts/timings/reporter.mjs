// A vitest reporter for `npm test`'s timing report: when REDAKCJA_TEST_TIMINGS names a folder, each
// test file's time (import, set-up and tests) goes to <folder>/<package>-<n>.json at the end of the run.
// Every package's vitest config adds it with `timingReporters()`, next to vitest's own output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

class TimingReporter {
  /** @param {string} folder */
  constructor(folder) {
    this.folder = folder;
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const ms =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        file: relative(join(this.root, '..', '..'), module.moduleId),
        seconds: Math.round(ms / 100) / 10,
        tests: [...module.children.allTests()].length,
        state: module.state(),
      };
    });
    mkdirSync(this.folder, { recursive: true });
    const name = `${basename(this.root)}-${process.pid}.json`;
    writeFileSync(join(this.folder, name), `${JSON.stringify(files, null, 2)}\n`);
  }
}

/** vitest's `reporters`: the default one, and the timing report's when `npm test` asks for it. */
export function timingReporters() {
  const folder = process.env.REDAKCJA_TEST_TIMINGS;
  return folder ? ['default', new TimingReporter(folder)] : ['default'];
}
