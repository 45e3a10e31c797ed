import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { loggedIn, start } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  const t = performance.now();
  sandbox = await start();
  console.log('start ms', performance.now() - t);
});
afterAll(() => sandbox.close());

test('smoke', async () => {
  const admin = await loggedIn(sandbox, 'admin');
  for (const path of [
    '/api/users',
    '/api/logs',
    '/api/black_lists',
    '/api/comments',
    '/api/articles?sponsored=0',
    '/api/groups/select',
    '/api/authors/stats',
    '/api/nope',
  ]) {
    const r = await admin.get(path);
    console.log(path, r.status, r.text.slice(0, 400));
  }
  const r = await admin.post('/api/groups', { name: 'Telewizja', isPublish: true, priority: 1 });
  console.log(r.status, r.text);
  const r2 = await admin.post('/api/groups', { name: 'T' });
  console.log(r2.status, r2.text);
  const r3 = await admin.request('POST', '/api/groups', { raw: '{bad', contentType: 'application/json' });
  console.log(r3.status, r3.text);
  const r4 = await admin.request('POST', '/api/groups', { raw: 'x', contentType: 'text/plain' });
  console.log(r4.status, r4.text);
  expect(1).toBe(1);
});
