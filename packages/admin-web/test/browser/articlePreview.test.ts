/**
 * 'Podgląd artykułu' (/articles/preview/:id): the article as a reader sees it (title, Top photo, author,
 * date, lead, content with its pages), the server's HTML sanitised (a hostile body executes nothing), and
 * the return to the list when the article does not load.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { articleSchema, fromArticle, toArticlePayload } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, heading, pathOf, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const A = DEMO_RECORDS.articles;

const HOSTILE =
  '<p>Zwykły akapit.</p><img src=x onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
  '<a href="javascript:window.__pwned = 3">link</a><p>Dalsza treść artykułu, której jest dość.</p>';

/** A copy of a demo article with the given content and lead, created through the API. */
async function createArticle(
  content: string,
  introduction: string,
  title = `Podgląd ${Date.now()}`,
): Promise<number> {
  const record = articleSchema.parse(await panel.apiGet(`/api/articles/${A.plainPublished}`));
  const payload = {
    ...toArticlePayload({ ...fromArticle(record), content, introduction }),
    title,
  };
  const response = await fetch(`${panel.api}/api/articles`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await panel.apiToken()}`,
      'content-type': 'application/json',
      accept: 'application/ld+json',
    },
    body: JSON.stringify(payload),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('Podgląd artykułu', () => {
  it('shows the article as a reader sees it, with its pages; axe', async () => {
    const { page } = editor;
    const record = (await panel.apiGet(`/api/articles/${A.paged}`)) as {
      title: string;
      authorName: string | null;
      subpageCount: number;
    };
    await panel.visit(page, `/articles/preview/${A.paged}`);
    await visible(page.getByRole('heading', { level: 2, name: record.title }));
    await visible(page.getByRole('link', { name: 'Powrót' }));
    const article = page.getByRole('article');
    if (record.authorName) expect(await article.textContent()).toContain(`Autor: ${record.authorName}`);
    expect(await article.textContent()).toMatch(/Data publikacji: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await article.locator('figure img').first().getAttribute('src')).toMatch(/\/media\/.+/);
    await visible(page.getByRole('region', { name: `Strona 1 z ${record.subpageCount}` }));
    expect(await page.getByRole('region', { name: /^Strona \d+ z / }).count()).toBe(record.subpageCount);
    await expectNoAxeViolations(page, '/articles/preview');
  });

  it('wraps a title and a text without spaces within the page: nothing makes it wider than the window', async () => {
    const { page } = editor;
    const word = 'Bezspacji'.repeat(28).slice(0, 255);
    const address = `https://example.pl/${'sciezka-'.repeat(40)}`;
    const id = await createArticle(`<p>${address}</p><p>${'x'.repeat(600)}</p>`, `<p>${word}</p>`, word);
    await panel.visit(page, `/articles/preview/${id}`);
    await visible(page.getByRole('heading', { level: 2, name: word }));
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });

  it('executes nothing of a hostile body (img onerror, script, javascript: link)', async () => {
    const { page } = editor;
    const id = await createArticle(
      HOSTILE,
      '<p onmouseover="window.__pwned = 4">Lead</p><script>window.__pwned = 5</script>',
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await panel.visit(page, `/articles/preview/${id}`);
    await visible(page.getByText('Dalsza treść artykułu, której jest dość.'));
    const article = page.getByRole('article');
    await article.locator('[data-preview="lead"] p').hover();
    // Give a failing image its chance to fire its handler.
    await page.waitForFunction(() => document.querySelectorAll('article img').length > 0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('[onerror], [onmouseover]').count()).toBe(0);
    expect(await article.locator('a', { hasText: 'link' }).getAttribute('href')).toBeNull();
    expect(dialogs).toEqual([]);
  });

  it('leaves for the list when the article does not load', async () => {
    const { page } = editor;
    await panel.visit(page, '/articles/preview/999999');
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await visible(heading(page, 'Artykuły'));
  });
});
