#!/usr/bin/env node
// Packs the installable packages (`pnpm pack`, which applies `publishConfig`) and checks what each
// tarball holds: every `exports`/`bin`/`man` target is in it, nothing of the workspace leaks (sources, tests,
// `@redakcja/source`, `workspace:` ranges), every import of its JavaScript and declarations is a Node
// built-in, a file of the tarball or a declared dependency, and `sideEffects` keeps the CSS.
// Usage: node scripts/consumer/tarballs.mjs [destination folder]   (prints the files of each tarball)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM_VERSION } from '../pnpm.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The packages anyone can install: their folders under packages/. */
export const PUBLISHED = ['api-sdk', 'ui', 'cli'];

/** What a tarball must never carry: the workspace's sources, tests, stories, benches and build state. */
const LEAKS = [
  /^(src|test|tests|bench|scripts|\.ladle|\.tsbuild|coverage)\//,
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /\.config\.[cm]?ts$/,
];

/**
 * Packs one package (a folder under `root`'s packages/) into `destination` and answers the tarball's path.
 * A relative destination means the caller's current folder: `pnpm pack` runs in the package's folder and
 * would read it from there.
 */
export function pack(folder, destination, root = ROOT) {
  const into = resolve(destination);
  const output = execFileSync(
    'npx',
    ['-y', `pnpm@${PNPM_VERSION}`, 'pack', '--pack-destination', into, '--json'],
    { cwd: join(root, 'packages', folder), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { filename } = JSON.parse(output.slice(output.indexOf('{')));
  return filename.startsWith('/') ? filename : join(into, basename(filename));
}

/** The tarball's files (without the leading `package/`) and its text files' contents. */
function readTarball(tarball) {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
  const read = (file) => execFileSync('tar', ['-xOzf', tarball, `package/${file}`], { encoding: 'utf8' });
  return { files, read };
}

/** Every string target of an `exports` map, with the conditions that lead to it. */
function exportTargets(exports, path = []) {
  if (typeof exports === 'string') return [{ path, target: exports }];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.entries(exports).flatMap(([key, value]) => exportTargets(value, [...path, key]));
}

/** The specifiers a module imports: static imports and re-exports, side-effect imports, `import()`. */
export function importsOf(code) {
  const found = new Set();
  const patterns = [
    /(?:^|[;\n])\s*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"'\s]+)["']/g,
    /(?:^|[;\n])\s*import\s*["']([^"'\s]+)["']/g,
    /\bimport\(\s*["']([^"'\s]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** A `sideEffects` array's patterns, as npm bundlers read them: a pattern without a slash matches a base name. */
function sideEffectful(sideEffects, file) {
  if (sideEffects === false) return false;
  if (!Array.isArray(sideEffects)) return true;
  return sideEffects.some((pattern) => {
    const glob = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return pattern.includes('/') ? glob.test(file.replace(/^\.\//, '')) : glob.test(posix.basename(file));
  });
}

/** The problems of one packed tarball; an empty list when it is right. */
export function checkTarball(tarball) {
  const { files, read } = readTarball(tarball);
  const manifest = JSON.parse(read('package.json'));
  const name = manifest.name;
  const problems = [];
  const has = (target) => files.includes(posix.normalize(target.replace(/^\.\//, '')));

  if (manifest.private) problems.push('is private');
  if (!manifest.engines?.node) problems.push('declares no engines.node');
  if (!Array.isArray(manifest.files)) problems.push('has no `files` list');
  const declared = { ...manifest.peerDependencies, ...manifest.dependencies };
  for (const [dependency, range] of Object.entries({ ...declared, ...manifest.optionalDependencies })) {
    if (String(range).startsWith('workspace:')) problems.push(`depends on ${dependency}@${range}`);
  }
  for (const leak of files.filter((file) => LEAKS.some((pattern) => pattern.test(file)))) {
    problems.push(`ships ${leak}`);
  }

  for (const { path, target } of exportTargets(manifest.exports)) {
    const where = `exports ${path.join(' → ')}`;
    if (path.includes('@redakcja/source')) problems.push(`${where}: the workspace condition is published`);
    else if (target.includes('*')) problems.push(`${where}: a pattern export (${target}) cannot be checked`);
    else if (!has(target)) problems.push(`${where}: ${target} is not in the tarball`);
    if (path.at(-1) === 'types' && !target.endsWith('.d.ts'))
      problems.push(`${where}: ${target} is not a .d.ts`);
  }
  for (const conditions of Object.values(manifest.exports ?? {})) {
    if (conditions && typeof conditions === 'object' && 'default' in conditions) {
      const keys = Object.keys(conditions);
      if (keys[0] !== 'types') problems.push(`exports: "types" must come first (${keys.join(', ')})`);
    }
  }
  for (const [command, target] of Object.entries(manifest.bin ?? {})) {
    if (!has(target)) problems.push(`bin ${command}: ${target} is not in the tarball`);
    else if (!read(posix.normalize(target)).startsWith('#!/usr/bin/env node')) {
      problems.push(`bin ${command}: ${target} does not start with #!/usr/bin/env node`);
    }
  }

  for (const page of [manifest.man ?? []].flat()) {
    if (!has(page)) problems.push(`man: ${page} is not in the tarball`);
  }

  for (const file of files.filter((file) => /\.(m?js|d\.ts)$/.test(file))) {
    for (const specifier of importsOf(read(file))) {
      if (specifier.startsWith('.')) {
        const target = posix.join(posix.dirname(file), specifier);
        const candidates = [target, target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`, `${target}.js`];
        if (!candidates.some((candidate) => files.includes(candidate))) {
          problems.push(`${file} imports ${specifier}, which is not in the tarball`);
        }
      } else if (!isBuiltin(specifier) && !(packageOf(specifier) in declared) && specifier !== name) {
        problems.push(`${file} imports ${specifier}, which ${name} does not declare`);
      }
    }
  }

  for (const file of files) {
    const kept = sideEffectful(manifest.sideEffects, file);
    if (file.endsWith('.css') && !kept)
      problems.push(`sideEffects drops ${file}: a bundler would leave the CSS out`);
  }
  return { name, files, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const destination = resolve(process.argv[2] ?? mkdtempSync(join(tmpdir(), 'redakcja-tarballs-')));
  let failed = false;
  for (const folder of PUBLISHED) {
    const tarball = pack(folder, destination);
    const { name, files, problems } = checkTarball(tarball);
    console.log(`\n${name}: ${tarball} (${files.length} files)`);
    for (const file of files) console.log(`  ${file}`);
    for (const problem of problems) console.error(`  ✖ ${problem}`);
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
  console.log(`\n✔ the tarballs in ${destination} hold what they declare`);
}
