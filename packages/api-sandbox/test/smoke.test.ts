import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { loggedIn, start } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterAll(() => sandbox.close());

test('smoke', async () => {
  const admin = await loggedIn(sandbox, 'admin');
  for (const path of [
    '/api/newsletter_data',
    '/api/newsletters',
    '/api/newsletter_partner_news/last',
    '/api/sites',
    '/api/stats',
    '/api/subscribers',
    '/api/rss/generate',
    '/api/dictionaries',
    '/api/probes',
    '/api/players',
    '/api/kf_companies',
    '/api/companies',
    '/api/news',
    '/api/press_magazines',
    '/api/producers',
    '/api/advs',
    '/api/adv_industries/select',
    '/api/job_offers/latest',
    '/api/report',
  ]) {
    const r = await admin.get(path);
    console.log(path, r.status, r.text.slice(0, 300));
  }
  expect(1).toBe(1);
});
