/**
 * The newsletter builder (03 §2, §4, §5, §7; D3, D7, D16) in Chromium against the sandbox: 'Nowy
 * newsletter', the loading indicator, the e-mail of the shared renderer in the frame page (the very
 * bytes `redakcja newsletter generate` would render from the same data), the block controls beside it,
 * 'Ustaw baner' in its four modes with the initial-mode rule and the upload failure, the lead and
 * exclusive segments of the alternative version, the alternative's new tab, and axe on the screen and
 * every dialog. Generation, the next newsletter, D25 and script payloads: newsletterGeneration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { gone, heading, holdRequests, testPanel, visible } from './harness';
import {
  block,
  dialog,
  expectNoAxeViolations,
  generateAndWait,
  NOT_A_WEB_ADDRESS,
  newsletterApi,
  openBannerDialog,
  PNG,
  PREVIEW,
  previewHtml,
} from './newsletterBuilder';

const panel = testPanel();
const { builderData, staticFile, openBuilder, expectedEmail, authorFull } = newsletterApi(panel);

describe('the standard builder', () => {
  it("shows 'Nowy newsletter', a loading indicator, then the renderer's 740 px e-mail in a sandboxed frame", async () => {
    const { page } = await panel.open({ as: 'admin' });
    const held = await holdRequests(page, '**/api/newsletter_data');
    await panel.visit(page, '/newsletters/new');
    await visible(heading(page, 'Nowy newsletter'));
    await held.sent;
    await visible(page.getByRole('main').getByRole('progressbar', { name: 'Ładowanie…' }));
    await held.release();
    await visible(page.locator(PREVIEW));
    await gone(page.getByRole('main').getByRole('progressbar'));
    await visible(page.getByRole('link', { name: 'Powrót' }));

    const frame = page.locator(PREVIEW);
    // The panel's frame page runs its own script only, in an opaque origin (never allow-same-origin);
    // no script of the e-mail runs: its frame there is sandboxed without anything allowed, and titled.
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    const nested = page.frameLocator(PREVIEW).locator('iframe');
    expect(await nested.getAttribute('sandbox')).toBe('');
    await expect.poll(() => nested.getAttribute('title')).toBe('Podgląd newslettera');
    const data = await builderData();
    const html = await previewHtml(page);
    expect(html).toBe(expectedEmail(data, 'standard'));
    expect(html).toContain('data-newsletter-variant="standard"');
    expect(html).toContain('width="740"');
    for (const text of [
      'Tylko na WM',
      'Ogłoszenia o pracę',
      'DODAJ WŁASNE',
      'WIĘCEJ',
      'ZOBACZ W PRZEGLĄDARCE',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`${panel.api}/nsl/${data.fileName}.html`);

    // The controls beside the e-mail, one block each, in its order; no segments in the standard version.
    const names = await page
      .getByRole('list', { name: 'Bloki newslettera' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(names).toEqual([
      'Baner 1',
      'Newsy dnia',
      'Baner 2',
      'Tylko na WM',
      'Baner 3',
      'Newsy partnerskie',
      'Telewizja',
      'Radio',
      'Reklama',
      'Prasa',
      'Baner 4',
      'Internet',
      'Badania marketingowe',
      'PR',
      'Technologie',
      'Baner 5',
      'Ogłoszenia o pracę',
      'Baner 6',
      'Stopka',
    ]);
    expect(await block(page, 'Newsy dnia').textContent()).toContain(`Artykuły: ${data.newsOfTheDay.length}`);
    await expectNoAxeViolations(page, 'the standard builder');
  });

  it("'Ustaw baner' opens in the mode the slot suggests: select with an image, txt with text only, else none", async () => {
    const page = await openBuilder('/newsletters/new');
    const last = (await builderData()).newsletter!;
    expect(last.baner1Img).not.toBe('');
    expect([last.baner3Img, last.baner3Txt]).toEqual(['', expect.any(String)]);
    expect([last.baner5Img, last.baner5Txt]).toEqual(['', '']);

    // The initial mode: select when an image exists, txt when only text, otherwise none.
    const initial: [number, string][] = [
      [1, 'Istniejący obraz'],
      [3, 'Tekst'],
      [5, 'Brak baneru'],
    ];
    for (const [slot, mode] of initial) {
      const modal = await openBannerDialog(page, slot);
      expect(await modal.getByRole('radio', { name: mode }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, `'Ustaw baner' ${slot} (${mode})`);
      await modal.getByRole('button', { name: 'Anuluj' }).click();
      await gone(modal);
    }
  });

  it("'Ustaw baner' select: an existing image with its url; new: an uploaded image, images only", async () => {
    const page = await openBuilder('/newsletters/new');
    // select: an existing image with its url; the url goes to the image too.
    let modal = await openBannerDialog(page, 5);
    await modal.getByText('Istniejący obraz', { exact: true }).click();
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByText('Pole wymagane.', { exact: true }));
    await modal.getByRole('button', { name: /Obraz/ }).click();
    await page.getByRole('option', { name: 'baner-agora.png' }).click();
    await visible(modal.getByRole('img', { name: 'baner-agora.png' }));
    await modal.getByRole('textbox', { name: 'Adres URL' }).fill('https://reklama.example/agora');
    await expectNoAxeViolations(page, "'Ustaw baner' select");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 5').textContent()).toContain('Obraz: baner-agora.png');
    let html = await previewHtml(page);
    expect(html).toContain(`src="${panel.api}/newsletter_images/baner-agora.png"`);
    expect(html).toContain('href="https://reklama.example/agora"');
    const images = (await panel.apiGet('/api/newsletters_images/select')) as {
      'hydra:member': { id: number; fileName: string; url: string }[];
    };
    expect(images['hydra:member'].find((image) => image.fileName === 'baner-agora.png')?.url).toBe(
      'https://reklama.example/agora',
    );

    // new: images only; spaces in the name become hyphens.
    modal = await openBannerDialog(page, 6);
    await modal.getByText('Nowy obraz', { exact: true }).click();
    const fileInput = modal.locator('input[type="file"]');
    expect(await fileInput.getAttribute('accept')).toBe('image/*');
    await fileInput.setInputFiles({
      name: 'cennik.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByText('Dodawany plik musi być obrazem.', { exact: true }));
    await fileInput.setInputFiles({ name: 'wiosenna promocja.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByRole('textbox', { name: 'Adres URL' }).fill('https://reklama.example/wiosna');
    await expectNoAxeViolations(page, "'Ustaw baner' new");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 6').textContent()).toContain('Obraz: wiosenna-promocja.png');
    html = await previewHtml(page);
    expect(html).toContain(`src="${panel.api}/newsletter_images/wiosenna-promocja.png"`);
    expect((await staticFile('/newsletter_images/wiosenna-promocja.png')).status).toBe(200);
  });

  it("'Ustaw baner': a failed upload says 'Błąd! Spróbuj jeszcze raz.'; txt sets text and url; none clears", async () => {
    const page = await openBuilder('/newsletters/new');
    const last = (await builderData()).newsletter!;
    // A failed upload keeps the dialog open and says 'Błąd! Spróbuj jeszcze raz.' on its button.
    let modal = await openBannerDialog(page, 4);
    await modal.getByText('Nowy obraz', { exact: true }).click();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'uszkodzony.png', mimeType: 'image/png', buffer: Buffer.from('to nie obraz') });
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByRole('button', { name: 'Błąd! Spróbuj jeszcze raz.' }));
    await modal.getByRole('button', { name: 'Anuluj' }).click();
    await gone(modal);

    // txt: text and url.
    modal = await openBannerDialog(page, 2);
    await modal.getByText('Tekst', { exact: true }).click();
    await modal.getByRole('textbox', { name: 'Tekst' }).fill('Konferencja Media 2027');
    // A link that is not a whole web address is said under the field and kept, and nothing is set.
    const link = modal.getByRole('textbox', { name: 'Adres URL' });
    for (const wrong of ['javascript:alert(1)', 'konferencja.example/2027']) {
      await link.fill(wrong);
      await modal.getByRole('button', { name: 'Zapisz' }).click();
      await visible(modal.getByText(NOT_A_WEB_ADDRESS));
      expect(await link.inputValue()).toBe(wrong);
    }
    await expectNoAxeViolations(page, "'Ustaw baner' txt with a wrong link");
    await link.fill('https://konferencja.example/');
    await expectNoAxeViolations(page, "'Ustaw baner' txt");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 2').textContent()).toContain('Tekst: Konferencja Media 2027');
    let html = await previewHtml(page);
    expect(html).toMatch(/<a href="https:\/\/konferencja\.example\/"[^>]*>Konferencja Media 2027<\/a>/);

    // none: clears the slot.
    modal = await openBannerDialog(page, 1);
    await modal.getByText('Brak baneru', { exact: true }).click();
    await expectNoAxeViolations(page, "'Ustaw baner' none");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 1').textContent()).toContain('Brak baneru');
    html = await previewHtml(page);
    expect(html).not.toContain(`newsletter_images/${last.baner1Img}`);
  });
});

describe('the alternative builder', () => {
  it("shows 'Edytuj segment' with its 'Zapisz' only once its fields are in (WEB-79)", async () => {
    const page = await openBuilder('/newsletters/alternative/new');
    const editor = await holdRequests(page, /\/assets\/RichTextKind-[^/]*\.js$/);
    await block(page, 'Segment wstępny').getByRole('button', { name: 'Edytuj segment' }).click();
    const modal = dialog(page, 'Edytuj segment');
    await visible(modal);
    await editor.sent;
    await visible(modal.getByRole('progressbar'));
    expect(await modal.getByRole('button', { name: 'Zapisz' }).count()).toBe(0);
    await editor.release();
    await visible(modal.getByRole('textbox', { name: 'Treść' }));
    await visible(modal.getByRole('button', { name: 'Zapisz' }));
    await modal.getByRole('button', { name: 'Anuluj' }).click();
    await gone(modal);
  });

  it("is 750 px with the lead segment: 'Edytuj segment' sets its author (existing or created), title and content", async () => {
    const page = await openBuilder('/newsletters/alternative/new');
    await visible(heading(page, 'Nowy newsletter'));
    const data = await builderData();
    const author = await authorFull(data.newsletter!.author!);
    const html = await previewHtml(page);
    expect(html).toBe(expectedEmail(data, 'alternative', author));
    expect(html).toContain('data-newsletter-variant="alternative"');
    expect(html).toContain('width="750"');
    expect(html).toContain(`${panel.api}/media/`);
    expect(html).toContain(author.media!.fileName);
    expect(html).toContain(author.name);
    const names = await page
      .getByRole('list', { name: 'Bloki newslettera' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(names.slice(0, 4)).toEqual(['Baner 1', 'Segment wstępny', 'Segment exclusive', 'Newsy dnia']);
    await expectNoAxeViolations(page, 'the alternative builder');

    // Another existing author, a title and content.
    const authors = (await panel.apiGet('/api/authors')) as {
      'hydra:member': { id: number; name: string }[];
    };
    const other = authors['hydra:member'].find(
      (candidate) => String(candidate.id) !== data.newsletter!.author,
    )!;
    const otherFull = await authorFull(other.id);
    await block(page, 'Segment wstępny').getByRole('button', { name: 'Edytuj segment' }).click();
    let modal = dialog(page, 'Edytuj segment');
    await visible(modal);
    const authorBox = modal.getByRole('combobox', { name: 'Autor' });
    await expect.poll(() => authorBox.inputValue()).toBe(author.name);
    await visible(modal.getByRole('textbox', { name: 'Treść' }));
    await expectNoAxeViolations(page, "'Edytuj segment'");
    await authorBox.fill(other.name);
    await page.getByRole('option', { name: other.name, exact: true }).click();
    await modal.getByRole('textbox', { name: 'Tytuł' }).fill('Lead z testu');
    const content = modal.getByRole('textbox', { name: 'Treść' });
    await content.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Treść leadu z testu');
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    await expect.poll(() => previewHtml(page)).toContain(otherFull.media!.fileName);
    let preview = await previewHtml(page);
    expect(preview).toContain(other.name);
    expect(preview).toContain('Lead z testu');
    expect(preview).toContain('Treść leadu z testu');
    expect(await block(page, 'Segment wstępny').textContent()).toContain('Lead z testu');

    // A new author is created from the typed name. 'Zapisz' pressed while the creation is on its way
    // waits for it (WEB-82); a creation the API refuses drops that save, and the dialog says why.
    const newName = `Autorka Testowa ${Date.now()}`;
    await block(page, 'Segment wstępny').getByRole('button', { name: 'Edytuj segment' }).click();
    modal = dialog(page, 'Edytuj segment');
    await visible(modal);
    const authorInput = modal.getByRole('combobox', { name: 'Autor' });
    let creation = await holdRequests(page, /\/api\/authors$/);
    await authorInput.fill('X');
    await page.getByRole('option', { name: 'Dodaj „X”' }).click();
    await creation.sent;
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await creation.release();
    await visible(modal.getByText('Nie udało się dodać „X”. Nazwa musi posiadać minimum 2 znaki'));
    await visible(modal.getByRole('button', { name: 'Zapisz' }));
    expect(await previewHtml(page)).toContain(other.name);

    creation = await holdRequests(page, /\/api\/authors$/);
    await authorInput.fill(newName);
    await page.getByRole('option', { name: `Dodaj „${newName}”` }).click();
    await creation.sent;
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await creation.release();
    await gone(modal);
    await expect.poll(() => previewHtml(page)).toContain(newName);
    const created = (await panel.apiGet(`/api/authors?name=${encodeURIComponent(newName)}`)) as {
      'hydra:member': { name: string }[];
    };
    expect(created['hydra:member'].map((found) => found.name)).toEqual([newName]);
    preview = await previewHtml(page);
    expect(preview).toContain('Lead z testu');
  });

  it("'Edytuj segment exclusive': title, description and url of at most 255 characters each", async () => {
    const page = await openBuilder('/newsletters/alternative/new');
    await block(page, 'Segment exclusive').getByRole('button', { name: 'Edytuj segment exclusive' }).click();
    const modal = dialog(page, 'Edytuj segment exclusive');
    await visible(modal);
    await expectNoAxeViolations(page, "'Edytuj segment exclusive'");
    const title = modal.getByRole('textbox', { name: 'Tytuł' });
    const description = modal.getByRole('textbox', { name: 'Opis' });
    const url = modal.getByRole('textbox', { name: 'Adres URL' });
    await title.fill('t'.repeat(256));
    await description.fill('o'.repeat(256));
    await url.fill(`https://portal.example/${'u'.repeat(240)}`);
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByText('Tytuł musi posiadać maksimum 255 znaków.'));
    await visible(modal.getByText('Opis musi posiadać maksimum 255 znaków.'));
    await visible(modal.getByText('Adres URL musi posiadać maksimum 255 znaków.'));
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await title.inputValue()).length).toBe(256);
    await expectNoAxeViolations(page, "'Edytuj segment exclusive' with errors");

    // Not a whole web address (the e-mail would link into the portal): said under the field, kept.
    await title.fill('Tytuł');
    await description.fill('Opis');
    await url.fill('www.wirtualnemedia.pl/wywiad');
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByText(NOT_A_WEB_ADDRESS));
    expect(await url.inputValue()).toBe('www.wirtualnemedia.pl/wywiad');
    expect(await url.evaluate((element) => element === document.activeElement)).toBe(true);

    await title.fill('t'.repeat(255));
    await description.fill('Opis segmentu z testu');
    await url.fill('https://portal.example/tylko-u-nas');
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    const html = await previewHtml(page);
    expect(html).toContain('EXCLUSIVE');
    expect(html).toContain('t'.repeat(255));
    expect(html).toContain('Opis segmentu z testu');
    expect(html).toContain('href="https://portal.example/tylko-u-nas"');
  });

  it("'Wygeneruj html' publishes the preview's bytes and opens /nsl/{fileName}.html in a new tab", async () => {
    const page = await openBuilder('/newsletters/alternative/new');
    const { fileName } = await builderData();
    const popup = page.waitForEvent('popup');
    await generateAndWait(page, 'POST', '/api/newsletters/alternative');
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${panel.api}/nsl/${fileName}.html`);
    const html = await previewHtml(page);
    expect((await staticFile(`/nsl/${fileName}.html`)).text).toBe(html);
    expect(await tab.content()).toContain('data-newsletter-variant="alternative"');
    await tab.close();
  });
});
