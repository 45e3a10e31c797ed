/**
 * The panel under the build's Content-Security-Policy (dist/headers.json, sent by the sandbox): every
 * route as root, then the flows that put foreign HTML on screen, with no policy violation and no page
 * error (the harness fails a test on either, frames included).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { TWITTER_EMBED_ORIGIN } from '../../../ui/src/RichTextEditor/embedOrigin';
import { ROUTES } from '../../src/routes';
import { pasteIntoNewArticle } from './articleForms';
import { fieldBox } from './formFields';
import { DIST, framedContent, testPanel, visible } from './harness';

const panel = testPanel();

const TWEET = 'https://x.com/wirtualnemedia/status/1790000000000000000';

/** The routes a logged-in user can open by their address alone (no record id in them). */
const ADDRESSES = ROUTES.filter((route) => route.session === 'logged-in' && !route.path.includes(':')).map(
  (route) => `/${route.path}`,
);

describe('the Content-Security-Policy', () => {
  it('is the build’s, sent with the panel along with the other headers of dist/headers.json', async () => {
    const file = JSON.parse(readFileSync(join(DIST, 'headers.json'), 'utf8')) as {
      headers: Record<string, string>;
      files: Record<string, { headers: Record<string, string> }>;
    };
    const answer = await fetch(`${panel.url}/articles`);
    for (const [name, value] of Object.entries(file.headers))
      expect(answer.headers.get(name), name).toBe(value);
    expect(file.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    const policy = file.headers['Content-Security-Policy'] ?? '';
    expect(policy).not.toMatch(/unsafe-eval/);
    // Style attributes only (WEB-131): no inline script, no `<style>` element.
    expect(policy.split('; ').filter((directive) => directive.includes("'unsafe-inline'"))).toEqual([
      "style-src-attr 'unsafe-inline'",
    ]);
    expect(file.headers['Content-Security-Policy']).toContain(
      `frame-src 'self' blob: ${TWITTER_EMBED_ORIGIN}`,
    );

    // The frame page: headers of its own, a policy that allows inline styles and is framed by the panel only.
    const frame = file.files['frame.html']?.headers ?? {};
    const framePage = await fetch(`${panel.url}/frame.html`);
    expect(framePage.status).toBe(200);
    for (const [name, value] of Object.entries(frame)) expect(framePage.headers.get(name), name).toBe(value);
    expect(frame['Content-Security-Policy']).toContain("style-src 'unsafe-inline'");
    expect(frame['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(frame['Content-Security-Policy']).toContain('trusted-types redakcja-frame');
    expect(frame['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
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

  it('shows the newsletter builders’ previews with the e-mail’s own styles, inline and in its <style>', async () => {
    const { page } = await panel.open({ as: 'admin' });
    for (const address of ['/newsletters/new', '/newsletters/alternative/new']) {
      await panel.visit(page, address);
      const { content } = await framedContent(page, 'iframe[title="Podgląd newslettera"]');
      const body = content.locator('body');
      await visible(body.locator('[data-newsletter-variant]'));
      // The body's colour is a style attribute; its margin also comes from the e-mail's <style>.
      expect(await body.evaluate((element) => getComputedStyle(element).backgroundColor), address).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      expect(await body.evaluate((element) => element.ownerDocument.styleSheets.length), address).toBe(1);
    }
  });

  it('shows press news, the newsletter’s generated file and a stats report with no violation', async () => {
    const { page, context } = await panel.open({ as: 'admin' });
    await panel.visit(page, '/prs/admin_index_news/show/1');
    await visible(page.getByRole('article'));

    await panel.visit(page, '/newsletters/alternative/new');
    await framedContent(page, 'iframe[title="Podgląd newslettera"]');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Wygeneruj html' }).click();
    const file = await popup;
    await file.waitForLoadState();
    expect(await file.content()).toContain('data-newsletter-variant="alternative"');
    await file.close();

    await panel.visit(page, '/stats/reports/1');
    await visible(page.frameLocator('iframe').getByRole('heading', { name: 'Raport statystyk nr 1' }));
  });

  it('takes HTML pasted into the rich-text editor, shows a tweet and opens the file picker with no violation', async () => {
    const { page } = await panel.open({ as: 'admin' });
    // The paste a user's Ctrl+V makes from a web page: HTML with inline styles, a handler and a script.
    const content = await pasteIntoNewArticle(
      panel,
      page,
      '<p style="color:red">Wklejony <b>tekst</b><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p>',
      'Wklejony tekst',
    );
    await visible(content.getByText('tekst', { exact: true }));
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // A tweet: Twitter's embed page in a frame (UI-72; answered here, the machine has no network).
    await page.route(`${TWITTER_EMBED_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!DOCTYPE html><html lang="pl"><title>Tweet</title><p>Treść tweeta</p></html>',
      }),
    );
    await fieldBox(page, 'content').getByRole('button', { name: 'Osadź tweet' }).click();
    const tweetDialog = page.getByRole('dialog', { name: 'Osadź tweet' });
    await tweetDialog.getByRole('textbox', { name: 'Adres tweeta' }).fill(TWEET);
    await tweetDialog.getByRole('button', { name: 'Osadź' }).click();
    const tweet = page.locator(`iframe[title="Tweet: ${TWEET}"]`);
    await tweet.scrollIntoViewIfNeeded();
    await visible(page.frameLocator(`iframe[title="Tweet: ${TWEET}"]`).getByText('Treść tweeta'));
    expect(await page.locator('script[src*="twitter"]').count()).toBe(0);

    const box = fieldBox(page, 'mediaId');
    await box.getByText('Nowy katalog', { exact: true }).click();
    await box.getByRole('button', { name: 'Wybierz z katalogu' }).click();
    const picker = page.getByRole('dialog', { name: 'Wybierz zdjęcie: Nowy katalog' });
    await visible(picker.getByRole('button', { name: /^Otwórz folder / }).first());
  });

  it('makes a refusal an error of the tab, in the page and in the browser’s console (what fails the tests above)', async () => {
    // Last in the file: its tab is most likely one the harness kept from an earlier test.
    const tab = await panel.open({ as: 'admin' });
    await tab.page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'http://192.0.2.1/refused.png';
      document.body.append(image);
    });
    await expect
      .poll(() => tab.errors.map((error) => error.message).join('\n'))
      .toMatch(/^\[securitypolicyviolation\] img-src blocked http:\/\/192\.0\.2\.1\/refused\.png/m);
    await expect
      .poll(() => tab.errors.map((error) => error.message).join('\n'))
      // The browser's own line ('Loading the image … violates the following Content Security Policy …').
      .toMatch(/^(?!\[securitypolicyviolation\]).*refused\.png.*Content Security Policy/m);
    // Seen: the tab's errors are emptied so that the harness's own check after the test passes.
    tab.errors.length = 0;
  });
});
