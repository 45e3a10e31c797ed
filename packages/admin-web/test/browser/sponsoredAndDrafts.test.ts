/**
 * Sponsored articles' forms (02 §2, §3, §5) and the drafts of the article forms (nothing typed
 * is ever lost): sponsored=1, the slug from the title, disableComments 0/1, media ids as strings, the
 * only-on-site photo (POST /api/media_onlywms, 314x110), the sponsored messages, the redirects between
 * the two kinds; a draft kept as the editor types, offered back after the tab closes or the session
 * ends, cleared by a save and by a confirmed logout.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { sharedMessages } from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choosePhoto,
  expectMessage,
  firstCategory,
  pick,
  recordPosts,
  setCheckbox,
  typeRich,
} from './articleForms';
import { fieldText, textbox } from './formFields';
import {
  expectNoAxeViolations,
  expectRefreshBeforeEditLoad,
  gone,
  heading,
  isFocused,
  loginThroughForm,
  pathOf,
  suiteTab,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const A = DEMO_RECORDS.articles;

async function clearDrafts(page: Page) {
  await panel.visit(page, '/articles');
  await page.evaluate(() => localStorage.clear());
}

describe('Artykuły sponsorowane', () => {
  it("'Nowy artykuł sponsorowany': its messages, the only-on-site size, then a save with sponsored=1 and the slug; axe", async () => {
    const { page } = editor;
    await clearDrafts(page);
    await panel.visit(page, '/articles_sponsored');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy artykuł sponsorowany'));
    await expectNoAxeViolations(page, '/articles_sponsored/new');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title', 'Tytuł nie może być pusty.');
    await expectMessage(page, 'title2', sharedMessages.required);
    await expectMessage(page, 'introduction', 'Opis nie może być pusty.');
    await expectMessage(page, 'content', 'Treść nie może być pusta.');
    await expectMessage(page, 'categories', 'Artykuł musi posiadać przynajmniej jedną kategorię.');
    await textbox(page, 'Meta tytuł i URL').fill('m');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title2', 'Meta tytul musi posiadać minimum 2 znaki');
    await textbox(page, 'Meta tytuł i URL').fill('m'.repeat(256));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expectMessage(page, 'title2', 'Meta tytul musi posiadać maksimum 255 znaków');

    await choosePhoto(page, 'mediaOnlywmId', 320, 110);
    await expectMessage(page, 'mediaOnlywmId', 'Dodawane obrazy powinny mieć szerokość równą 314px.');
    await choosePhoto(page, 'mediaOnlywmId', 314, 100);
    await expectMessage(page, 'mediaOnlywmId', 'Dodawane obrazy powinny mieć wysokość równą 110px.');

    const title = `Sponsorowany Łódź ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await textbox(page, 'Meta tytuł i URL').fill(title);
    await typeRich(page, 'Opis', 'Wstęp sponsorowany.');
    await typeRich(page, 'Treść', 'Treść sponsorowana.');
    await pick(page, 'Kategorie', await firstCategory(panel));
    await setCheckbox(page, 'Wyłącz komentarze', true);
    await choosePhoto(page, 'mediaId', 640, 480);
    await choosePhoto(page, 'mediaOnlywmId', 314, 110);
    const posts = recordPosts(page);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    const { order, body } = posts;
    expect(order).toEqual(['/api/media', '/api/media_onlywms', '/api/articles']);
    expect(body).toMatchObject({ title, sponsored: 1, disableComments: 1, mediaTopId: '0' });
    expect(body.slug).toMatch(/^sponsorowany-lodz-\d+$/);
    expect(typeof body.mediaId).toBe('string');
    expect(typeof body.mediaOnlywmId).toBe('string');
    expect(body.mediaOnlywmId).not.toBe('0');
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/articles_sponsored');
  });

  it("'Edycja artykułu sponsorowanego' loads a sponsored article and leaves for its list for any other", async () => {
    const { page } = editor;
    await clearDrafts(page);
    const record = (await panel.apiGet(`/api/articles/${A.sponsored}`)) as { title: string };
    await panel.visit(page, `/articles_sponsored/edit/${A.sponsored}`);
    await visible(heading(page, 'Edycja artykułu sponsorowanego'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(record.title);
    await expectNoAxeViolations(page, '/articles_sponsored/edit');
    await panel.visit(page, `/articles_sponsored/edit/${A.plainPublished}`);
    await expect.poll(() => pathOf(page)).toBe('/articles_sponsored');
    await panel.visit(page, '/articles_sponsored/edit/999999');
    await expect.poll(() => pathOf(page)).toBe('/articles_sponsored');
  });
});

const draftQuestion = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Przywrócić niezapisane zmiany?' });

describe('Wersje robocze', () => {
  it('keeps what was typed after the tab closes; restore brings it back, a save clears it', async () => {
    const first = await panel.open({ as: 'redaktor', path: '/articles' });
    await first.page.evaluate(() => localStorage.clear());
    await panel.visit(first.page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(first.page, 'Edycja artykułu'));
    await expect.poll(() => textbox(first.page, 'Tytuł').inputValue()).not.toBe('');
    await textbox(first.page, 'Krótki tytuł').fill('Szkic krótkiego tytułu');
    await typeRich(first.page, 'Treść', 'Godzina pisania, której nie wolno stracić, ani jednego słowa.');
    // The tab closes without a save (the unsaved-changes question is not answered).
    await first.page.close({ runBeforeUnload: false });

    const second = await first.context.newPage();
    await panel.visit(second, `/articles/edit/${A.plainPublished}`);
    const offer = draftQuestion(second);
    await visible(offer);
    expect(await offer.textContent()).toMatch(/Niezapisane zmiany z \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
    await expectNoAxeViolations(second, 'draft offer');
    // Escape does not throw the draft away.
    await second.keyboard.press('Escape');
    await visible(offer);
    await offer.getByRole('button', { name: 'Przywróć' }).click();
    await gone(offer);
    // The focus lands on the screen's heading, not on the page's body.
    await expect.poll(() => isFocused(heading(second, 'Edycja artykułu'))).toBe(true);
    expect(await textbox(second, 'Krótki tytuł').inputValue()).toBe('Szkic krótkiego tytułu');
    expect(await fieldText(second, 'content')).toContain('ani jednego słowa');

    await second.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => pathOf(second), { timeout: 10_000 }).toBe('/articles');
    await panel.visit(second, `/articles/edit/${A.plainPublished}`);
    await expect.poll(() => textbox(second, 'Krótki tytuł').inputValue()).toBe('Szkic krótkiego tytułu');
    expect(await draftQuestion(second).count()).toBe(0);
    await second.close();
  });

  it('offers the draft of a new article once; discard removes it', async () => {
    const { page } = editor;
    await clearDrafts(page);
    await panel.visit(page, '/articles/new');
    await visible(heading(page, 'Nowy artykuł'));
    await textbox(page, 'Tytuł').fill('Nowy szkic');
    await panel.visit(page, '/articles/new');
    const offer = draftQuestion(page);
    await visible(offer);
    await offer.getByRole('button', { name: 'Odrzuć' }).click();
    await gone(offer);
    expect(await textbox(page, 'Tytuł').inputValue()).toBe('');
    await panel.visit(page, '/articles/new');
    await visible(heading(page, 'Nowy artykuł'));
    await visible(textbox(page, 'Tytuł'));
    expect(await draftQuestion(page).count()).toBe(0);
  });

  it('restores after the session ended and the user logged in again; the logout removes drafts', async () => {
    const tab = await panel.open({ as: 'redaktor', path: '/articles' });
    const { page } = tab;
    await page.evaluate(() => localStorage.clear());
    await panel.visit(page, '/articles_sponsored/new');
    await visible(heading(page, 'Nowy artykuł sponsorowany'));
    await textbox(page, 'Tytuł').fill('Szkic po końcu sesji');
    // The session ends: the refresh cookie is gone, so the next refresh is refused.
    await tab.context.clearCookies();
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    await loginThroughForm(panel, page, 'redaktor');
    await panel.visit(page, '/articles_sponsored/new');
    const offer = draftQuestion(page);
    await visible(offer);
    await offer.getByRole('button', { name: 'Przywróć' }).click();
    expect(await textbox(page, 'Tytuł').inputValue()).toBe('Szkic po końcu sesji');

    // A confirmed logout removes every draft of this browser.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page
      .getByRole('alertdialog', { name: 'Niezapisane zmiany' })
      .getByRole('button', { name: 'Wyloguj' })
      .click();
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('redakcja.draft:'))),
    ).toEqual([]);
  });

  it('offers a draft only to its author: the next user of the browser neither sees nor restores it, and it goes', async () => {
    const tab = await panel.open({ as: 'redaktor', path: '/articles' });
    const { page } = tab;
    await page.evaluate(() => localStorage.clear());
    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).not.toBe('');
    const saved = await textbox(page, 'Tytuł').inputValue();
    await textbox(page, 'Tytuł').fill('Tytuł redaktora, niezapisany');
    const keys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('redakcja.draft:')));
    await expect.poll(keys).toEqual([`redakcja.draft:redaktor/articles:${A.plainPublished}`]);
    // The session ends without 'Wyloguj' (the refresh cookie is gone); another user logs in here.
    await tab.context.clearCookies();
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    await loginThroughForm(panel, page, 'superredaktor');
    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(saved);
    expect(await draftQuestion(page).count()).toBe(0);
    // Opening a form of the new user removes the leftover: its author's session here has ended.
    expect(await keys()).toEqual([]);
  });
});

describe('Artykuł sponsorowany: token odświeżany przed wczytaniem', () => {
  // Tokens live 8 s: fewer than the 10 s threshold of 01 §1 remain from the start.
  const shortLived = testPanel({ accessTtl: 8 });
  it('refreshes the access token before loading a sponsored article when under 10 s remain', async () => {
    const { page } = await shortLived.open({ as: 'redaktor', path: '/articles_sponsored' });
    await visible(heading(page, 'Artykuły sponsorowane'));
    const edit = page.getByRole('link', { name: 'Edytuj', exact: true }).first();
    await expectRefreshBeforeEditLoad(page, edit, '/api/articles');
    await visible(heading(page, 'Edycja artykułu sponsorowanego'));
  });
});
