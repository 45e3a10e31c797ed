/**
 * The new and edit article screens (02 §2-§9): every validation message under its field, the conditional
 * fields (preview date with 'allow preview', the PDF link with isPdf, 'Materiał reklamowy tylko na SG'
 * only with partnerNews, the four partner groups, 'Podziel na strony' on new articles only), the lead
 * hint, the image fields with their size hints and rules (real images of right and wrong sizes, a refused
 * upload, a missing required image), uploads first and then the article call with the SDK's derivations,
 * the 2 s return to the list, booleans on load, and the edit screen leaving for the list.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { ARTICLE_IMAGE_LABELS, sharedMessages } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import {
  choosePhoto,
  createAuthor,
  expectMessage,
  firstCategory,
  pick,
  recordPosts,
  setCheckbox,
  typeRich,
} from './articleForms';
import { expectAlertDialog } from './dialogs';
import { fieldBox, fieldText, textbox } from './formFields';
import {
  expectNoAxeViolations,
  expectPathAfter,
  expectRefreshBeforeEditLoad,
  heading,
  pathOf,
  stopClock,
  suiteTab,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const A = DEMO_RECORDS.articles;
const LONG_CONTENT = 'Treść artykułu, która ma zdecydowanie więcej niż trzydzieści dwa znaki.';

describe('Nowy artykuł', () => {
  it('shows every message of 02 §5 under its field, keeps what was typed; the lead hint; axe', async () => {
    const { page } = editor;
    await openNew(page);
    await visible(page.getByRole('link', { name: 'Powrót' }));
    // Defaults (02 §9).
    expect(await page.getByRole('checkbox', { name: 'Dodaj do newslettera' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Widoczny' }).isChecked()).toBe(false);
    expect(await textbox(page, 'Kolejność na Top (0-999)').inputValue()).toBe('0');
    expect(await fieldText(page, 'introduction')).toContain(
      'Na stronie głównej jako lead wyświetla się tylko 260 znaków opisu.',
    );
    await expectNoAxeViolations(page, '/articles/new');

    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title', 'Tytuł nie może być pusty.');
    await expectMessage(page, 'title2', 'Tytuł META TITLE i URL nie może być pusty.');
    await expectMessage(page, 'introduction', 'Opis nie może być pusty.');
    await expectMessage(page, 'content', 'Treść nie może być pusta.');
    await expectMessage(page, 'authorID', 'Podaj autora.');
    await expectMessage(page, 'categories', 'Artykuł musi posiadać przynajmniej jedną kategorię.');
    await expect
      .poll(() => textbox(page, 'Tytuł').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await expectNoAxeViolations(page, '/articles/new with errors');

    await textbox(page, 'Tytuł').fill('a');
    await textbox(page, 'Tytuł META TITLE i URL').fill('b');
    await textbox(page, 'Krótki tytuł').fill('k'.repeat(61));
    // 31 characters of text (38 with the editor's <p>): the rule counts the text.
    await typeRich(page, 'Treść', 'Trzydzieści jeden znaków treści');
    await textbox(page, 'Kolejność na Top (0-999)').fill('1000');
    await setCheckbox(page, 'Materiał partnerski', true);
    await setCheckbox(page, 'Zezwól na podgląd', true);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title', 'Tytuł musi posiadać minimum 2 znaki.');
    await expectMessage(page, 'title2', 'Tytuł META TITLE i URL musi posiadać minimum 2 znaki.');
    await expectMessage(page, 'titleShort', 'Krótki tytuł musi posiadać maksimum 60 znaków.');
    await expectMessage(page, 'content', 'Treść musi być dłuższa.');
    await expectMessage(page, 'topOrdering', 'Kolejność musi być liczbą od 0 do 999.');
    await expectMessage(
      page,
      'partnerGroups',
      'Materiał reklamowy musi posiadać przynajmniej jedną kategorię.',
    );
    await expectMessage(page, 'previewDateLimit', sharedMessages.invalidDate);

    await textbox(page, 'Tytuł').fill('t'.repeat(256));
    await textbox(page, 'Tytuł META TITLE i URL').fill('u'.repeat(256));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title', 'Tytuł musi posiadać maksimum 255 znaków.');
    await expectMessage(page, 'title2', 'Tytuł META TITLE i URL musi posiadać maksimum 255 znaków.');
    // What was typed stays.
    expect(await textbox(page, 'Krótki tytuł').inputValue()).toBe('k'.repeat(61));

    // An editor emptied again holds '<p></p>': no content.
    await page.getByRole('textbox', { name: 'Treść', exact: true }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'content', 'Treść nie może być pusta.');
    await typeRich(page, 'Treść', 'Trzydzieści jeden znaków treści');

    // With a PDF the content may be short.
    await setCheckbox(page, 'Artykuł z plikiem PDF', true);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => fieldText(page, 'content')).not.toContain('Treść musi być dłuższa.');
  });

  it('shows the conditional fields only when their switch is on; four partner groups; paging on new only', async () => {
    const { page } = editor;
    await openNew(page);
    expect(await fieldBox(page, 'previewDateLimit').count()).toBe(0);
    await setCheckbox(page, 'Zezwól na podgląd', true);
    await visible(fieldBox(page, 'previewDateLimit'));
    await setCheckbox(page, 'Zezwól na podgląd', false);
    expect(await fieldBox(page, 'previewDateLimit').count()).toBe(0);

    expect(await textbox(page, 'Link do pliku PDF').count()).toBe(0);
    await setCheckbox(page, 'Artykuł z plikiem PDF', true);
    await visible(textbox(page, 'Link do pliku PDF'));

    const onlySg = page.getByRole('checkbox', { name: 'Materiał reklamowy tylko na SG' });
    expect(await onlySg.isDisabled()).toBe(true);
    expect(await fieldBox(page, 'partnerGroups').count()).toBe(0);
    await setCheckbox(page, 'Materiał partnerski', true);
    expect(await onlySg.isDisabled()).toBe(false);
    const groups = page.getByRole('combobox', { name: 'Grupy partnerskie', exact: true });
    await groups.click();
    await groups.press('ArrowDown');
    await visible(page.getByRole('option', { name: 'Telewizja' }));
    expect(
      (await page.getByRole('listbox').getByRole('option').allTextContents()).map((name) => name.trim()),
    ).toEqual(['Telewizja', 'Reklama', 'Internet', 'Radio']);
    await page.keyboard.press('Escape');

    // Pages: 'Podziel na strony' gives the editor its page divider.
    expect(await page.getByRole('button', { name: 'Dodaj stronę' }).count()).toBe(0);
    await setCheckbox(page, 'Podziel na strony', true);
    await visible(page.getByRole('button', { name: 'Dodaj stronę' }));
    expect(await fieldText(page, 'isSubpageMode')).toContain('separatorem strony');

    // The image fields and their size hints.
    for (const [name, hint] of [
      ['mediaId', 'Zdjęcie Główne'],
      ['mediaTopId', 'Szerokość 655px.'],
      ['mediaTop200Id', 'Rozmiar 655x200px.'],
      ['mediaOnlywmId', 'Rozmiar 314x110px.'],
      ['mediaGoogleDiscoveryId', 'Minimum 1200x800px.'],
      ['mediaArticleBannerId', 'Rozmiar 200x200px.'],
    ] as const) {
      expect(await fieldText(page, name)).toContain(hint);
    }
  });

  it("an empty 'Wybrane: Kategorie' is a Tab stop that shows its focus ring", async () => {
    const { page } = editor;
    await openNew(page);
    // With nothing chosen the tag list is a group (a grid once it holds tags).
    const chosen = page.getByRole('group', { name: 'Wybrane: Kategorie' });
    await visible(chosen);
    expect(await chosen.textContent()).toContain('Nic nie wybrano');
    await page.getByRole('combobox', { name: 'Kategorie' }).focus();
    // On from the field by keyboard, as a keyboard user reaches it.
    for (
      let tab = 0;
      tab < 3 && !(await chosen.evaluate((grid) => grid === document.activeElement));
      tab += 1
    )
      await page.keyboard.press('Tab');
    expect(await chosen.evaluate((grid) => grid === document.activeElement)).toBe(true);
    expect(await chosen.evaluate((grid) => getComputedStyle(grid).outlineStyle)).toBe('solid');
  });

  it("names each photo's file button and caption after its photo", async () => {
    const { page } = editor;
    await openNew(page);
    const labels = Object.values(ARTICLE_IMAGE_LABELS);
    await visible(page.getByRole('button', { name: /^Plik zdjęcia/ }).first());
    expect(await page.getByRole('button', { name: /^Plik zdjęcia/ }).count()).toBe(labels.length);
    for (const label of labels) {
      await visible(page.getByRole('button', { name: `Plik zdjęcia ${label} Wybierz plik`, exact: true }));
      await visible(page.getByRole('textbox', { name: `Podpis zdjęcia ${label}`, exact: true }));
    }
  });

  it("after 'Wstaw link' with the mouse, the caret is back in the editor at the link", async () => {
    const { page } = editor;
    await openNew(page);
    const content = page.getByRole('textbox', { name: 'Treść', exact: true });
    await content.click();
    await page.keyboard.type('Ala ma kota');
    await page.keyboard.press('Shift+Home');
    const toolbar = content.locator('xpath=preceding::*[@role="toolbar"][1]');
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Adres linku' }).fill('https://example.com');
    await page.getByRole('button', { name: 'Wstaw link', exact: true }).click();
    // The editor takes the focus first and puts the caret back at the link a moment later: wait for both.
    await expect
      .poll(() =>
        content.evaluate(
          (box) =>
            box === document.activeElement &&
            (document.getSelection()?.anchorNode?.parentElement?.closest('a') ?? null) !== null,
        ),
      )
      .toBe(true);
    // End and Enter start a paragraph after the link's, as in any editor.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Drugi akapit');
    const html = await content.innerHTML();
    expect(html).toContain('<p><a href="https://example.com">Ala ma kota</a></p><p>Drugi akapit</p>');
    expect(html).not.toContain('<ul');
  });

  it('refuses images of the wrong size with the size message', async () => {
    const { page } = editor;
    await openNew(page);
    for (const [name, width, height, message] of [
      ['mediaTopId', 600, 300, 'Dodawane obrazy powinny mieć szerokość równą 655px.'],
      ['mediaTop200Id', 655, 150, 'Dodawane obrazy powinny mieć wysokość równą 200px.'],
      ['mediaOnlywmId', 300, 110, 'Dodawane obrazy powinny mieć szerokość równą 314px.'],
      [
        'mediaGoogleDiscoveryId',
        1100,
        900,
        'Dodawane obrazy powinny mieć szerokość nie mniejszą niż 1200px.',
      ],
      ['mediaGoogleDiscoveryId', 1300, 700, 'Dodawane obrazy powinny mieć wysokość nie mniejszą niż 800px.'],
      ['mediaArticleBannerId', 200, 201, 'Dodawane obrazy powinny mieć wysokość równą 200px.'],
    ] as const) {
      await choosePhoto(page, name, width, height);
      await expectMessage(page, name, message);
    }
  });

  it("stops a save without the main or Top image: 'Błąd — <label>' with 'Pole wymagane.'", async () => {
    const { page } = editor;
    await openNew(page);
    await fillValid(page, `Bez zdjęć ${Date.now()}`);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Błąd — Zdjęcie Główne',
      says: 'Pole wymagane.',
      axe: 'missing image dialog',
    });
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await choosePhoto(page, 'mediaId', 800, 600);
    await expect.poll(() => page.getByRole('button', { name: /^(Dodaj|Błąd)$/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^(Dodaj|Błąd)$/ }).click();
    const top = page.getByRole('alertdialog', { name: 'Błąd — Zdjęcie "Top" — 655px' });
    await visible(top);
    expect(await top.textContent()).toContain('Pole wymagane.');
    expect(posts).not.toContain('/api/articles');
  });

  it("shows a refused upload as 'Błąd — <label>' with the server's first violation and scrolls to the field", async () => {
    const { page } = editor;
    await openNew(page);
    await fillValid(page, `Odrzucone zdjęcie ${Date.now()}`);
    await choosePhoto(page, 'mediaId', 800, 600);
    await choosePhoto(page, 'mediaTopId', 655, 300);
    await page.route('**/api/media_tops', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          violations: [
            { propertyPath: 'file', message: 'Plik jest uszkodzony.' },
            { propertyPath: 'file', message: 'Druga wiadomość.' },
          ],
        }),
      }),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Błąd — Zdjęcie "Top" — 655px' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain('Plik jest uszkodzony.');
    expect(await dialog.textContent()).not.toContain('Druga wiadomość.');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await visible(page.getByRole('button', { name: 'Błąd' }));
    expect(await fieldBox(page, 'mediaTopId').isVisible()).toBe(true);
    const inView = await fieldBox(page, 'mediaTopId').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    await page.unroute('**/api/media_tops');
  });

  it('uploads the images first, then posts the article with the derived fields; the list 2 s later', async () => {
    const { page } = editor;
    await openNew(page);
    const title = `Artykuł z testu ${Date.now()}`;
    await fillValid(page, title);
    // 'SG only' ticked under partner news, then partner news off: it is sent as 0.
    await setCheckbox(page, 'Materiał partnerski', true);
    await setCheckbox(page, 'Materiał reklamowy tylko na SG', true);
    await setCheckbox(page, 'Materiał partnerski', false);
    // Preview allowed then not: previewDateLimit is sent as null.
    await setCheckbox(page, 'Zezwól na podgląd', true);
    await setCheckbox(page, 'Zezwól na podgląd', false);
    await setCheckbox(page, 'Widoczny', true);
    await choosePhoto(page, 'mediaId', 800, 600);
    await choosePhoto(page, 'mediaTopId', 655, 300);
    await choosePhoto(page, 'mediaGoogleDiscoveryId', 1200, 800);
    const posts = recordPosts(page);
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    const { order, body } = posts;
    expect(order).toEqual([
      '/api/media',
      '/api/media_tops',
      '/api/media_google_discoveries',
      '/api/articles',
    ]);
    expect(body).toMatchObject({
      title,
      sponsored: 0,
      previewDateLimit: null,
      onlyMainPage: 0,
      isPublish: true,
      includeInNewsletter: true,
      mediaTop200Id: '0',
    });
    expect(typeof body.mediaId).toBe('string');
    expect(body.mediaId).not.toBe('0');
    expect(typeof body.mediaGoogleDiscoveryId).toBe('string');
    await expectPathAfter(page, clock, { afterMs: 2000, from: '/articles/new', to: '/articles' });
  });
});

/** The new article form with no draft of an earlier test offered. */
async function openNew(page: import('playwright-core').Page) {
  await panel.visit(page, '/articles');
  await page.evaluate(() => localStorage.clear());
  await panel.visit(page, '/articles/new');
  await visible(heading(page, 'Nowy artykuł'));
}

async function fillValid(page: import('playwright-core').Page, title: string) {
  await textbox(page, 'Tytuł').fill(title);
  await textbox(page, 'Tytuł META TITLE i URL').fill(title);
  await typeRich(page, 'Opis', 'Wstęp artykułu.');
  await typeRich(page, 'Treść', LONG_CONTENT);
  await createAuthor(page, `Autor ${Date.now()}`);
  await pick(page, 'Kategorie', await firstCategory(panel));
}

describe('Edycja artykułu', () => {
  it('loads the article with booleans, without the paging option, and saves with PUT; axe', async () => {
    const { page } = editor;
    const record = (await panel.apiGet(`/api/articles/${A.partnerNews}`)) as Record<string, unknown>;
    await panel.visit(page, `/articles/edit/${A.partnerNews}`);
    await visible(heading(page, 'Edycja artykułu'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(String(record.title));
    expect(await page.getByRole('checkbox', { name: 'Materiał partnerski' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Widoczny' }).isChecked()).toBe(
      Boolean(record.isPublish),
    );
    expect(await page.getByRole('checkbox', { name: 'Podziel na strony' }).count()).toBe(0);
    await expect.poll(() => fieldText(page, 'partnerGroups')).toContain('Telewizja');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Autor', exact: true }).inputValue())
      .not.toBe('');
    await expectNoAxeViolations(page, '/articles/edit');
    await textbox(page, 'Krótki tytuł').fill('Zmieniony krótki tytuł');
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect(new URL((await put).url()).pathname).toBe(`/api/articles/${A.partnerNews}`);
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/articles');
    expect(
      ((await panel.apiGet(`/api/articles/${A.partnerNews}`)) as { titleShort: string }).titleShort,
    ).toBe('Zmieniony krótki tytuł');
  });

  it('leaves for the list when the article is sponsored or does not load', async () => {
    const { page } = editor;
    await panel.visit(page, `/articles/edit/${A.sponsored}`);
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await panel.visit(page, '/articles/edit/999999');
    await expect.poll(() => pathOf(page)).toBe('/articles');
  });
});

describe('Artykuł: token odświeżany przed wczytaniem', () => {
  const shortLived = testPanel({ accessTtl: 8 });
  it('refreshes the access token before loading an article when under 10 s remain', async () => {
    const { page } = await shortLived.open({ as: 'redaktor', path: '/articles' });
    await visible(heading(page, 'Artykuły'));
    // From the list's 'Edytuj' (in-app: a page load would refresh at start-up whatever the edit load does).
    const edit = page.getByRole('link', { name: 'Edytuj', exact: true }).first();
    await expectRefreshBeforeEditLoad(page, edit, '/api/articles');
    await visible(heading(page, 'Edycja artykułu'));
  });
});
