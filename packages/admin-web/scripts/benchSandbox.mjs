#!/usr/bin/env node
// The benchmark's sandbox (scripts/bench.mjs), in a process of its own as a real server would be: a
// sandbox in the bench's own process answered late whenever the bench was busy driving Chromium (a
// refresh took up to 80 ms there, 5 ms on its own). Imported from a checkout's TypeScript sources (Vite's
// module runner), seeded with `--seed load`, serving that checkout's built panel. Prints one JSON line
// (url, the demo password, the article the edit scenario opens) and runs until it is killed.
// Usage: node benchSandbox.mjs <checkout root> [API latency in ms]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
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
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );
// One login, kept a minute (well within the access token's life): a page pays for the list's query, as
// the panel's does, not for a login's password hash.
let login = null;
const apiToken = async () => {
  if (login === null || Date.now() - login.at > 60_000) {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/api/token/auth',
      payload: { username: 'admin', password: module.DEMO_PASSWORD },
    });
    login = { token: answer.json().token, at: Date.now() };
  }
  return login.token;
};
const plainTable = createServer(async (request, response) => {
  const address = new URL(request.url ?? '/', 'http://x');
  const path = address.searchParams.get('path') ?? '';
  const label = address.searchParams.get('label') ?? '';
  if (address.pathname !== '/plain-table' || !path.startsWith('/api/')) {
    response.writeHead(404).end();
    return;
  }
  const answer = await sandbox.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${await apiToken()}`, accept: 'application/ld+json' },
  });
  const body = answer.json();
  const rows = body['hydra:member'] ?? body.member ?? [];
  const columns = Object.keys(rows[0] ?? {}).filter((key) => !key.startsWith('@'));
  const cell = (value) => escapeHtml(value === null || typeof value === 'object' ? '' : value);
  const html = `<!doctype html><html lang="pl"><meta charset="utf-8"><title>${escapeHtml(label)}</title><table aria-label="${escapeHtml(label)}"><thead><tr>${columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`).join('')}</tbody></table></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
});
await new Promise((listening) => plainTable.listen(0, '127.0.0.1', listening));
const plainTableUrl = `http://127.0.0.1:${plainTable.address().port}/plain-table`;
console.log(
  JSON.stringify({ url: sandbox.url, password: module.DEMO_PASSWORD, article, plainTable: plainTableUrl }),
);
const stop = () => {
  plainTable.close();
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
