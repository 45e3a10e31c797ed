// Finds Debian's Chromium for the browser tests and the benchmark, installing it with apt when it is
// missing. Playwright's own browser download cannot work here, so both drive the system's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The whole browser: what the benchmark measures the panel in, as staff run it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The headless shell of the same Chromium version (Debian's chromium-headless-shell), which the tests
 * drive: the same engine without the browser's own UI, for about a third less CPU per page on the 2
 * CPUs the suite shares (Playwright's own default for headless runs).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/**
 * How the tests, the benchmark and the package check start it: headless, as root in a container (no
 * sandbox), without a GPU, and without the background traffic (QUIC, updates, sync) that would reach
 * outside the machine or cost time a measurement counts.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
}

/** Installs Debian's chromium and chromium-headless-shell with apt-get where either is missing. */
export function ensureChromium() {
  const missing = [
    [CHROMIUM_PATH, 'chromium'],
    [TEST_CHROMIUM_PATH, 'chromium-headless-shell'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) {
    console.log(`Chromium found at ${CHROMIUM_PATH}, its headless shell at ${TEST_CHROMIUM_PATH}`);
    return 0;
  }
  const packages = missing.map(([, name]) => name);
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    console.error(
      `${missing.map(([path]) => path).join(' and ')} missing, and this user cannot install them.\n` +
        `Install Debian's packages (apt-get install -y ${packages.join(' ')}) or set CHROMIUM_PATH and TEST_CHROMIUM_PATH, then run npm test again.`,
    );
    return 1;
  }
  console.log(`Installing Debian's ${packages.join(' and ')} with apt-get …`);
  const aptGet = (...args) =>
    prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : run('apt-get', args);
  if (
    aptGet('install', '-y', ...packages) !== 0 &&
    (aptGet('update') !== 0 || aptGet('install', '-y', ...packages) !== 0)
  ) {
    console.error(
      `Could not install ${packages.join(' and ')} with apt-get; the browser tests need them (or set CHROMIUM_PATH and TEST_CHROMIUM_PATH).`,
    );
    return 1;
  }
  const stillMissing = missing.filter(([path]) => !existsSync(path));
  if (stillMissing.length > 0) {
    console.error(
      `apt-get finished but ${stillMissing.map(([path]) => path).join(' and ')} is still missing.`,
    );
    return 1;
  }
  return 0;
}
