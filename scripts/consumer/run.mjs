#!/usr/bin/env node
// The consumer test of `npm test` (after the build): packs @redakcja/api-sdk, @redakcja/ui and
// @redakcja/cli, checks each tarball (tarballs.mjs), installs them into a fresh project in a temporary
// folder outside the workspace, and uses them as another team would:
//   (a) a plain Vite + React + TypeScript app (app/src/main.tsx, no vanilla-extract plugin) type-checks,
//       builds and renders in Chromium with the theme's colours and no console error;
//   (b) a plain Node ESM script (app/sdk.mjs), type-checked by tsc, logs in to a sandbox and lists
//       categories with the SDK's browser and Node clients;
//   (c) the CLI installed with `npm i -g` answers `npx redakcja --help` and `redakcja whoami --json`.
// Dependencies come from the local pnpm store and npm cache first (`--prefer-offline`).
// Usage: node scripts/consumer/run.mjs [--keep]   (--keep leaves the temporary folder for a look)
import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';
import { PNPM_VERSION } from '../pnpm.mjs';
import { checkTarball, PUBLISHED, pack } from './tarballs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
const keep = process.argv.includes('--keep');
const started = Date.now();

function log(message) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

function fail(message) {
  throw new Error(message);
}

/**
 * Runs a command to its end; its output shows only when it fails (or is answered, with `capture`).
 * Asynchronous: the sandbox answers from this process's event loop while the command runs.
 */
function run(command, args, { cwd, env, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(capture ? stdout : '');
      else
        reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${status}\n${stdout}\n${stderr}`));
    });
  });
}

const pnpm = (args, options) => run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);

// The workspace's own devDependency versions, so the consumer builds with the toolchain we pin.
const workspaceRequire = createRequire(join(ROOT, 'packages/admin-web/package.json'));
const adminWeb = workspaceRequire('./package.json');
const uiManifest = createRequire(join(ROOT, 'packages/ui/package.json'))('./package.json');

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'redakcja-consumer-'));
  const sandboxModule = pathToFileURL(join(ROOT, 'packages/api-sandbox/dist/index.js')).href;
  const { startSandbox, DEMO_PASSWORD } = await import(sandboxModule);
  const sandbox = await startSandbox({ seed: 'demo' });
  try {
    // Pack and check.
    const tarballDir = join(work, 'tarballs');
    mkdirSync(tarballDir);
    const tarballs = {};
    for (const folder of PUBLISHED) {
      const tarball = pack(folder, tarballDir);
      const { name, files, problems } = checkTarball(tarball);
      if (problems.length > 0) fail(`${name}'s tarball:\n  ${problems.join('\n  ')}`);
      tarballs[name] = tarball;
      log(`${name}: packed and checked (${files.length} files)`);
    }

    // A fresh project outside the workspace.
    const app = join(work, 'app');
    cpSync(join(HERE, 'app'), app, { recursive: true });
    const fileOf = (name) => `file:${tarballs[name]}`;
    const devVersion = (name) => adminWeb.devDependencies[name] ?? adminWeb.dependencies[name];
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'redakcja-consumer',
          private: true,
          type: 'module',
          dependencies: {
            '@redakcja/api-sdk': fileOf('@redakcja/api-sdk'),
            '@redakcja/cli': fileOf('@redakcja/cli'),
            '@redakcja/ui': fileOf('@redakcja/ui'),
            react: uiManifest.peerDependencies.react,
            'react-dom': uiManifest.peerDependencies['react-dom'],
          },
          devDependencies: Object.fromEntries(
            [
              '@types/node',
              '@types/react',
              '@types/react-dom',
              '@vitejs/plugin-react',
              'typescript',
              'vite',
            ].map((name) => [name, devVersion(name)]),
          ),
        },
        null,
        2,
      )}\n`,
    );
    // ui depends on the SDK's version (0.1.0), which no registry has: the tarball stands in for it.
    writeFileSync(
      join(app, 'pnpm-workspace.yaml'),
      `overrides:\n  "@redakcja/api-sdk": "${fileOf('@redakcja/api-sdk')}"\n`,
    );
    await pnpm(['install', '--prefer-offline', '--config.confirmModulesPurge=false'], { cwd: app });
    log('installed the tarballs into a fresh Vite + React + TypeScript project');

    // (a) the app: type-check, build, render.
    await pnpm(['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: app });
    await pnpm(['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: app });
    log('app: tsc --noEmit and vite build passed (no vanilla-extract plugin)');
    await renderInChromium(join(app, 'dist'));
    log('app: renders in Chromium with the theme colours and no console error');

    // (b) the Node script.
    await pnpm(['exec', 'tsc', '-p', 'tsconfig.node.json'], { cwd: app });
    const credentials = {
      REDAKCJA_API_URL: sandbox.url,
      REDAKCJA_USERNAME: 'admin',
      REDAKCJA_PASSWORD: DEMO_PASSWORD,
    };
    const listed = JSON.parse(await run('node', ['sdk.mjs'], { cwd: app, env: credentials, capture: true }));
    const expected = await categoryNames(sandbox.url, credentials);
    if (listed.username !== 'admin') fail(`sdk.mjs logged in as ${listed.username}`);
    if (expected.length === 0) fail('the sandbox lists no categories: nothing to compare');
    for (const key of ['categories', 'nodeCategories']) {
      if (JSON.stringify(listed[key]) !== JSON.stringify(expected)) {
        fail(`sdk.mjs ${key}: ${JSON.stringify(listed[key])}, the API lists ${JSON.stringify(expected)}`);
      }
    }
    log(`sdk: a type-checked Node script logged in and listed ${expected.length} categories (both clients)`);

    // (c) the CLI, installed globally from its tarball alone.
    const prefix = join(work, 'global');
    await run(
      'npm',
      [
        'install',
        '--global',
        '--prefix',
        prefix,
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        tarballs['@redakcja/cli'],
      ],
      { cwd: work },
    );
    const cliEnv = {
      ...credentials,
      PATH: `${join(prefix, 'bin')}:${process.env.PATH}`,
      XDG_CONFIG_HOME: join(work, 'config'),
      NO_COLOR: '1',
    };
    // npx runs the project's own copy (installed from the same tarball); the global one is on PATH.
    const help = await run('npx', ['redakcja', '--help'], { cwd: app, env: cliEnv, capture: true });
    if (!/Usage: redakcja/.test(help)) fail(`npx redakcja --help printed:\n${help}`);
    const globalHelp = await run('redakcja', ['--help'], { cwd: work, env: cliEnv, capture: true });
    if (globalHelp !== help) fail(`the global redakcja --help differs from npx's:\n${globalHelp}`);
    const whoami = JSON.parse(
      await run('redakcja', ['whoami', '--json'], { cwd: work, env: cliEnv, capture: true }),
    );
    if (whoami.username !== 'admin') fail(`redakcja whoami --json answered ${JSON.stringify(whoami)}`);
    log('cli: npm i -g installed it; npx redakcja --help and redakcja whoami --json ran');
  } finally {
    await sandbox.close();
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** The names on the first page of /api/categories, read with plain fetch (not the SDK under test). */
async function categoryNames(baseUrl, { REDAKCJA_USERNAME: username, REDAKCJA_PASSWORD: password }) {
  const login = await fetch(`${baseUrl}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = await login.json();
  const response = await fetch(`${baseUrl}/api/categories?page=1`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
  });
  const body = await response.json();
  return (body['hydra:member'] ?? body.member).map((category) => category.name);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves the built app, opens it in Chromium, and compares what is drawn with the theme's tokens. */
async function renderInChromium(dist) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^\/+/, '');
    const file = join(dist, path || 'index.html');
    if (!file.startsWith(dist) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { chromium } = workspaceRequire('playwright-core');
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.url()}: ${response.status()}`);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const clear = page.getByRole('button', { name: 'Wyczyść' });
    await clear.waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Tytuł' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz' }).waitFor();
    if ((await page.getByRole('row').count()) !== 3)
      fail('the DataTable does not show a header and two rows');
    const editor = page.locator('[contenteditable="true"]');
    if (!(await editor.textContent())?.includes('Treść artykułu'))
      fail('the rich-text editor shows no content');

    const drawn = await page.evaluate(() => {
      const colour = (element, property) => getComputedStyle(element)[property];
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Wyczyść');
      return {
        tokens: window.redakcjaColors,
        button: colour(button, 'backgroundColor'),
        buttonText: colour(button, 'color'),
        body: colour(document.body, 'color'),
        field: colour(document.querySelector('input'), 'borderTopColor'),
      };
    });
    const rgb = (hex) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      return `rgb(${r}, ${g}, ${b})`;
    };
    const expected = {
      button: rgb(drawn.tokens.primary),
      buttonText: rgb(drawn.tokens.onPrimary),
      body: rgb(drawn.tokens.text),
      field: rgb(drawn.tokens.border),
    };
    for (const [what, value] of Object.entries(expected)) {
      if (drawn[what] !== value) fail(`the ${what} colour is ${drawn[what]}, the theme says ${value}`);
    }
    await clear.click();
    if ((await page.getByRole('textbox', { name: 'Tytuł' }).inputValue()) !== '')
      fail('Wyczyść did not clear');
    if (errors.length > 0) fail(`the app logged errors:\n  ${errors.join('\n  ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().then(
  () => log('✔ the packages install and work outside the workspace'),
  (error) => {
    console.error(`✖ consumer test: ${error.message}`);
    process.exit(1);
  },
);
