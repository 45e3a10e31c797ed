import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(process.env.ROOT ?? resolve(import.meta.dirname, '../../..'));
const path = process.argv[2] ?? '/comments';
const runs = Number(process.argv[3] ?? 5);
const child = spawn(process.execPath, [join(import.meta.dirname, 'benchSandbox.mjs'), root], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = await new Promise((r) => {
  let t = '';
  child.stdout.on('data', (c) => {
    t += c;
    if (t.includes('\n')) r(t.slice(0, t.indexOf('\n')));
  });
});
const { url, password } = JSON.parse(line);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const tick = 100;
function snapshot() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      let kind = null;
      if (cmd.includes('chromium'))
        kind =
          'chromium:' +
          (cmd.match(/--type=([a-z-]+)/) ?? [, 'browser'])[1] +
          (cmd.includes('--utility-sub-type=network') ? ':network' : '');
      else if (Number(pid) === child.pid) kind = 'sandbox';
      else if (Number(pid) === process.pid) kind = 'bench';
      if (kind) out.set(pid, { kind, cpu: ((Number(f[11]) + Number(f[12])) * 1000) / tick });
      if (kind && (kind.startsWith('chromium:renderer') || kind === 'chromium:browser'))
        for (const tid of readdirSync(`/proc/${pid}/task`)) {
          const ts = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
          const comm = ts.slice(ts.indexOf('(') + 1, ts.lastIndexOf(')')).replace(/\d+$/, '#');
          const g = ts.slice(ts.lastIndexOf(')') + 2).split(' ');
          out.set(`${pid}/${tid}`, {
            kind: `  ${kind.split(':')[1]} thread ${comm}`,
            cpu: ((Number(g[11]) + Number(g[12])) * 1000) / tick,
          });
        }
    } catch {}
  }
  return out;
}
const totals = new Map();
for (let run = 0; run <= runs; run++) {
  const v = (
    await (
      await fetch(`${url}/api/token/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      })
    ).headers
      .getSetCookie()
      .find((h) => h.startsWith('refresh_token='))
  )
    .split(';')[0]
    .slice(14);
  const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'refresh_token', value: v, domain: '127.0.0.1', path: '/api/token', httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.waitForTimeout(300);
  const before = snapshot();
  await page.goto(`${url}/wirtualny_admin${path}`);
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 24, null, {
    timeout: 30000,
    polling: 16,
  });
  const after = snapshot();
  if (run > 0)
    for (const [pid, a] of after) {
      const d = a.cpu - (before.get(pid)?.cpu ?? 0);
      totals.set(a.kind, (totals.get(a.kind) ?? 0) + d);
    }
  await context.close();
}
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]))
  console.log(k.padEnd(30), (v / runs).toFixed(0), 'ms per load');
await browser.close();
child.kill();
process.exit(0);
