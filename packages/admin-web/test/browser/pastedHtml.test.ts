/**
 * HTML pasted into the rich-text editor (UI-79): a table's cells stay apart (a paragraph per row, ' | '
 * between cells) and an image the article could not show is dropped, not kept as an invisible broken one.
 */
import { describe, expect, it } from 'vitest';
import { pasteIntoNewArticle } from './articleForms';
import { testPanel, visible } from './harness';

const panel = testPanel();

describe('pasting HTML into the editor', () => {
  it("keeps a table's cells apart and drops an image the article could not show", async () => {
    const { page } = await panel.open({ as: 'redaktor' });
    const content = await pasteIntoNewArticle(
      panel,
      page,
      '<table><tr><td>Komórka A</td><td>Komórka B</td></tr><tr><td>C</td><td>D</td></tr></table><p>Za tabelą<img src="x"></p>',
      'Komórka A\tKomórka B\nC\tD\nZa tabelą',
    );
    await visible(content.getByText('Komórka A | Komórka B', { exact: true }));
    await visible(content.getByText('C | D', { exact: true }));
    await visible(content.getByText('Za tabelą', { exact: true }));
    expect(await content.locator('img').count()).toBe(0);
  });
});
