/**
 * The panel under the build's Content-Security-Policy (dist/headers.json, sent by the sandbox): every
 * route as root, then the flows that put foreign HTML on screen, with no policy violation and no page
 * error (the harness fails a test on either, frames included).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes';
import { DIST, testPanel, visible } from './harness';

const panel = testPanel({ panelCsp: true });

/**
 * The newsletter builders' preview is a `srcdoc` frame, which inherits the panel's policy: the e-mail's
 * inline styles are refused there (SBX-CSP1), so the sandbox does not send the policy by default and
 * these two routes are not walked here.
 */
const FRAMES_INHERITING_THE_POLICY = new Set(['/newsletters/new', '/newsletters/alternative/new']);

/** The routes a logged-in user can open by their address alone (no record id in them). */
const ADDRESSES = ROUTES.filter((route) => route.session === 'logged-in' && !route.path.includes(':'))
  .map((route) => `/${route.path}`)
  .filter((address) => !FRAMES_INHERITING_THE_POLICY.has(address));

describe('the Content-Security-Policy', () => {
  it('is the build’s, sent with the panel along with the other headers of dist/headers.json', async () => {
    const file = JSON.parse(readFileSync(join(DIST, 'headers.json'), 'utf8')) as {
      headers: Record<string, string>;
    };
    const answer = await fetch(`${panel.url}/articles`);
    for (const [name, value] of Object.entries(file.headers))
      expect(answer.headers.get(name), name).toBe(value);
    expect(file.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(file.headers['Content-Security-Policy']).not.toMatch(/unsafe-(eval|inline)/);
  });

  it(`lets every route open as root (${ADDRESSES.length} addresses) with no violation`, async () => {
    const { page } = await panel.open({ as: 'admin' });
    expect(ADDRESSES.length).toBeGreaterThan(30);
    for (const address of ADDRESSES) {
      await panel.visit(page, address);
      await visible(page.getByRole('main'));
    }
  }, 300_000);

  it('shows an article preview and RSS with no violation', async () => {
    const { page } = await panel.open({ as: 'admin' });
    await panel.visit(page, `/articles/preview/${DEMO_RECORDS.articles.paged}`);
    await visible(page.locator('[data-preview="lead"]'));
    await panel.visit(page, '/rss/generate_remote');
    await visible(page.locator('iframe[title="Wynik generowania RSS"]'));
  });
});
