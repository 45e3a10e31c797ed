// Finds Debian's Chromium for the browser tests, installing it with apt when it is missing.
// Playwright's own browser download cannot work here, so the tests drive the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`Chromium found at ${CHROMIUM_PATH}`);
    return 0;
  }
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH} and this user cannot install it.\n` +
        "Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.",
    );
    return 1;
  }
  console.log("Installing Debian's chromium with apt-get …");
  const aptGet = (...args) =>
    prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : run('apt-get', args);
  if (aptGet('update') !== 0 || aptGet('install', '-y', 'chromium') !== 0) {
    console.error(
      'Could not install chromium with apt-get; the browser tests need it (or set CHROMIUM_PATH).',
    );
    return 1;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    return 1;
  }
  return 0;
}
