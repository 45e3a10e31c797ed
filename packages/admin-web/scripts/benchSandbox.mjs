#!/usr/bin/env node
// The benchmark's sandbox (scripts/bench.mjs), in a process of its own as a real server would be: a
// sandbox in the bench's own process answered late whenever the bench was busy driving Chromium (a
// refresh took up to 80 ms there, 5 ms on its own). Imported from a checkout's TypeScript sources (Vite's
// module runner), seeded with `--seed load`, serving that checkout's built panel. Prints one JSON line
// (url, the demo password, the article the edit scenario opens) and runs until it is killed.
// Usage: node benchSandbox.mjs <checkout root> [API latency in ms]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(process.argv[2] ?? '.');
const pkg = (path) => join(root, 'packages', path);
const alias = [
  { find: /^@redakcja\/api-sdk\/constants$/, replacement: pkg('api-sdk/src/contractValues.ts') },
  { find: /^@redakcja\/api-sdk\/node$/, replacement: pkg('api-sdk/src/node/index.ts') },
  { find: /^@redakcja\/api-sdk$/, replacement: pkg('api-sdk/src/index.ts') },
];
const { module } = await runnerImport(pkg('api-sandbox/src/index.ts'), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias },
});
const dist = pkg('admin-web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`bench: no built panel at ${dist}`);
  process.exit(1);
}
const sandbox = await module.startSandbox({
  seed: 'load',
  panelDir: dist,
  latency: Number(process.argv[3] ?? 0),
});
// The article the edit scenario opens: a non-sponsored one of the load seed (its edit form leaves for the
// list on sponsored articles), from the middle of the 50,000.
const article = sandbox.context.db
  .prepare(
    "SELECT id, title FROM articles WHERE sponsored = 0 AND slug LIKE 'artykul-obciazeniowy-%' ORDER BY id LIMIT 1 OFFSET 24000",
  )
  .get();
if (!article) {
  console.error('bench: no load-seed article (is the seed `load`?)');
  process.exit(1);
}
console.log(JSON.stringify({ url: sandbox.url, password: module.DEMO_PASSWORD, article }));
const stop = () => void sandbox.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
