/**
 * RSS (03 §2, §8): the screen requests GET /api/rss/generate and shows the HTML it answers as it is, in
 * the panel's frame page, in a frame sandboxed without scripts (a script in it runs nowhere); a failed
 * call shows the error heading.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, framedContent, heading, suiteTab, testPanel, visible } from './harness';

const FRAME = 'iframe[title="Wynik generowania RSS"]';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');

describe('rss', () => {
  it('requests the generation and shows the answer in a sandboxed frame', async () => {
    const { page } = admin;
    const generated = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/rss/generate',
    );
    await panel.visit(page, '/rss/generate_remote');
    await generated;
    await visible(heading(page, 'RSS'));
    const frame = page.locator(FRAME);
    await visible(frame);
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    const { content } = await framedContent(page, FRAME);
    expect(await page.frameLocator(FRAME).locator('iframe').getAttribute('sandbox')).toBe('');
    await visible(content.getByRole('heading', { name: 'RSS wygenerowany' }));
    expect(await page.getByRole('heading', { name: 'Nie udało się wygenerować RSS' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'rss', { withoutFrames: true });
  });

  it('runs no script of the answer (sandboxed frame)', async () => {
    const { page } = admin;
    await page.route('**/api/rss/generate', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<h2>Wynik</h2><img src="x" onerror="parent.document.title=\'zhakowany\'"><script>parent.document.title="zhakowany"</script>',
      }),
    );
    await panel.visit(page, '/rss/generate_remote');
    await visible((await framedContent(page, FRAME)).content.getByRole('heading', { name: 'Wynik' }));
    expect(await page.title()).not.toBe('zhakowany');
    await page.unroute('**/api/rss/generate');
  });

  it('shows the error heading when the generation fails, and generates again on request', async () => {
    const { page } = admin;
    await page.route('**/api/rss/generate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/ld+json',
        body: '{"hydra:description":"Brak kanału"}',
      }),
    );
    await panel.visit(page, '/rss/generate_remote');
    await visible(page.getByRole('heading', { name: 'Nie udało się wygenerować RSS' }));
    expect(await page.locator('iframe').count()).toBe(0);
    await expectNoAxeViolations(page, 'rss failure');
    await page.unroute('**/api/rss/generate');
    await page.getByRole('button', { name: 'Generuj ponownie' }).click();
    await visible(
      (await framedContent(page, FRAME)).content.getByRole('heading', { name: 'RSS wygenerowany' }),
    );
  });
});
