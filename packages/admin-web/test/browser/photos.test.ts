/**
 * The photo fields of the article forms with the catalogue (01 §2 'File and photo picker', D4): the
 * picker browses folders (POST /api/filemenagerdata with the folder's path: its subfolders and files);
 * each photo kind reads its own catalogue and its own records (the Top field's `/api/media_tops/{id}`),
 * on the article and the sponsored forms; the preview shows the Top photo from where it lies.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldBox } from './formFields';
import { expectNoAxeViolations, heading, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');

const PHOTO_KINDS = {
  mediaId: 'media',
  mediaTopId: 'media_tops',
  mediaTop200Id: 'media_top200s',
  mediaOnlywmId: 'media_onlywms',
  mediaGoogleDiscoveryId: 'media_google_discoveries',
  mediaArticleBannerId: 'media_article_banners',
} as const;
type PhotoName = keyof typeof PHOTO_KINDS;

type ArticleRecord = { id: number; sponsored?: boolean | number } & Partial<Record<PhotoName, unknown>>;

const hasPhoto = (value: unknown) => value !== undefined && value !== null && String(value) !== '0';

/** Articles of the demo until `found` is satisfied (records read one by one, as the form does). */
async function articlesWith(
  sponsored: boolean,
  names: readonly PhotoName[],
): Promise<ArticleRecord & Record<PhotoName, unknown>> {
  const list = (await panel.apiGet(`/api/articles?sponsored=${sponsored ? 1 : 0}`)) as {
    'hydra:member': { id: number }[];
  };
  for (const { id } of list['hydra:member']) {
    const record = (await panel.apiGet(`/api/articles/${id}`)) as ArticleRecord;
    if (names.every((name) => hasPhoto(record[name])))
      return record as ArticleRecord & Record<PhotoName, unknown>;
  }
  throw new Error(`no ${sponsored ? 'sponsored ' : ''}article of the demo has ${names.join(', ')}`);
}

async function expectPhotosNamed(
  page: Page,
  record: Record<PhotoName, unknown>,
  names: readonly PhotoName[],
) {
  for (const name of names) {
    const photo = (await panel.apiGet(`/api/${PHOTO_KINDS[name]}/${record[name]}`)) as { fileName: string };
    await visible(fieldBox(page, name).getByText(`Wybrane zdjęcie: ${photo.fileName}`, { exact: true }));
    expect(await fieldBox(page, name).getByText('Nie wybrano zdjęcia.').count()).toBe(0);
  }
}

/** The bodies of the file-manager calls the page makes from now on. */
function treeCalls(page: Page): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/filemenagerdata') calls.push(request.postDataJSON());
  });
  return calls;
}

/** Opens the field's picker on the new catalogue and browses into the first folder, then its first subfolder. */
async function browseFirstFolders(page: Page, name: PhotoName, calls: Record<string, unknown>[]) {
  const box = fieldBox(page, name);
  await box.getByText('Nowy katalog', { exact: true }).click();
  await box.getByRole('button', { name: /^(Wybierz z katalogu|Zmień zdjęcie)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wybierz zdjęcie: Nowy katalog' });
  const tree = dialog.getByRole('list', { name: 'Pliki i foldery' });
  const year = tree.getByRole('button', { name: /^Otwórz folder / }).first();
  await visible(year);
  const yearName = ((await year.getAttribute('aria-label')) ?? '').replace('Otwórz folder ', '');
  await year.click();
  const yearBranch = tree.getByRole('list', { name: yearName, exact: true });
  const month = yearBranch.getByRole('button', { name: /^Otwórz folder / }).first();
  await visible(month);
  const monthName = ((await month.getAttribute('aria-label')) ?? '').replace('Otwórz folder ', '');
  expect(calls).toContainEqual(
    expect.objectContaining({ path: yearName, full: false, search: '', newPath: true }),
  );
  await month.click();
  const files = yearBranch
    .getByRole('list', { name: monthName, exact: true })
    .getByRole('button', { name: /^Wybierz / });
  await visible(files);
  expect(calls).toContainEqual(
    expect.objectContaining({ path: `${yearName}/${monthName}`, full: false, search: '', newPath: true }),
  );
  return { dialog, files };
}

/** A new article's form, with no draft of an earlier test offered. */
async function openNewArticle(page: Page) {
  await panel.visit(page, '/articles');
  await page.evaluate(() => localStorage.clear());
  await panel.visit(page, '/articles/new');
  await visible(heading(page, 'Nowy artykuł'));
}

describe('Zdjęcia artykułu: katalog i rodzaje zdjęć', () => {
  it('browses the catalogue by folders: each folder asked for by its path, its subfolders and files shown', async () => {
    const { page } = editor;
    await openNewArticle(page);
    const calls = treeCalls(page);
    const { dialog, files } = await browseFirstFolders(page, 'mediaId', calls);
    expect(calls.every((call) => call.kind === 'main')).toBe(true);
    await expectNoAxeViolations(page, 'photo picker with an open folder');
    const first = files.first();
    const chosen = ((await first.getAttribute('aria-label')) ?? '').replace('Wybierz ', '');
    await first.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await visible(fieldBox(page, 'mediaId').getByText(`Wybrane zdjęcie: ${chosen}`));
  });

  it("the Top field's catalogue asks for Top photos and lists only those", async () => {
    const { page } = editor;
    await openNewArticle(page);
    const calls = treeCalls(page);
    const { files } = await browseFirstFolders(page, 'mediaTopId', calls);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.kind === 'top')).toBe(true);
    const names = (
      await files.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    ).map((label) => label ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((label) => !/-top-\d+\.\w+$/.test(label))).toEqual([]);
  });

  it("an editor captions and deletes photos in the 'Top' catalogue, as in the main one", async () => {
    const { page } = editor;
    await openNewArticle(page);
    const calls = treeCalls(page);
    const { dialog, files } = await browseFirstFolders(page, 'mediaTopId', calls);
    const name = ((await files.first().getAttribute('aria-label')) ?? '').replace('Wybierz ', '');
    const lookedUp = page.waitForResponse((response) => /\/api\/media_tops\/\d+$/.test(response.url()));
    await dialog.getByRole('button', { name: `Edytuj podpis ${name}` }).click();
    const id = Number(new URL((await lookedUp).url()).pathname.split('/').pop());
    const caption = `Podpis redaktora ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Podpis', exact: true }).fill(caption);
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(`/api/media_tops/${id}`),
    );
    await dialog.getByRole('button', { name: 'Zapisz podpis' }).click();
    expect((await patched).status()).toBe(200);
    await visible(dialog.getByRole('button', { name: 'Zapisano' }));
    expect(((await panel.apiGet(`/api/media_tops/${id}`)) as { title: string }).title).toBe(caption);

    // The file's name is the checkbox's visible label.
    await dialog.locator('label').filter({ hasText: name }).getByText(name, { exact: true }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: `Zaznacz ${name}` }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Usuń zaznaczone (1)' }).click();
    const removed = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().endsWith(`/api/media_tops/${id}`),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    expect((await removed).status()).toBe(204);
    await expect.poll(() => dialog.getByRole('checkbox', { name: `Zaznacz ${name}` }).count()).toBe(0);
  });

  it('shows the current photo of every kind on the article edit', async () => {
    const { page } = editor;
    const names = ['mediaId', 'mediaTopId', 'mediaTop200Id', 'mediaGoogleDiscoveryId'] as const;
    const record = await articlesWith(false, names);
    const lookups: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/api\/media/.test(path)) lookups.push(`${path} ${response.status()}`);
    });
    await panel.visit(page, `/articles/edit/${record.id}`);
    await visible(heading(page, 'Edycja artykułu'));
    await expectPhotosNamed(page, record, names);
    expect(lookups).toContain(`/api/media_tops/${record.mediaTopId} 200`);
    expect(lookups.filter((lookup) => lookup.endsWith(' 404'))).toEqual([]);
  });

  it("shows a thumbnail of each chosen photo, named by the photo's caption", async () => {
    const { page } = editor;
    const names = ['mediaId', 'mediaTopId', 'mediaTop200Id', 'mediaGoogleDiscoveryId'] as const;
    const record = await articlesWith(false, names);
    await panel.visit(page, `/articles/edit/${record.id}`);
    await visible(heading(page, 'Edycja artykułu'));
    for (const name of names) {
      const photo = (await panel.apiGet(`/api/${PHOTO_KINDS[name]}/${record[name]}`)) as {
        fileName: string;
        title: string | null;
      };
      const thumbnail = fieldBox(page, name).getByRole('img', {
        name: photo.title || `Podgląd: ${photo.fileName}`,
        exact: true,
      });
      await visible(thumbnail);
      // The file itself, from the static host: loaded, not a broken image.
      await expect
        .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  it("'Podpis' in the picker brings the caption editor into view", async () => {
    const { page } = editor;
    const before = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: 600 });
    try {
      await openNewArticle(page);
      const { dialog, files } = await browseFirstFolders(page, 'mediaId', treeCalls(page));
      const name = ((await files.first().getAttribute('aria-label')) ?? '').replace('Wybierz ', '');
      await dialog.getByRole('button', { name: `Edytuj podpis ${name}` }).click();
      const field = dialog.getByRole('textbox', { name: 'Podpis', exact: true });
      await visible(field);
      await expect
        .poll(async () => {
          const box = await field.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= 600;
        })
        .toBe(true);
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it('shows the current photo of every kind on the sponsored article edit', async () => {
    const { page } = editor;
    const names = ['mediaId', 'mediaTopId', 'mediaOnlywmId', 'mediaArticleBannerId'] as const;
    const record = await articlesWith(true, names);
    await panel.visit(page, `/articles_sponsored/edit/${record.id}`);
    await visible(heading(page, 'Edycja artykułu sponsorowanego'));
    await expectPhotosNamed(page, record, names);
  });

  it("the preview shows the Top photo from its folder (the file's own name, the folder once)", async () => {
    const { page } = editor;
    const record = await articlesWith(false, ['mediaTopId']);
    const top = (await panel.apiGet(`/api/media_tops/${record.mediaTopId}`)) as {
      fileName: string;
      fileDirectory: string;
    };
    await panel.visit(page, `/articles/preview/${record.id}`);
    const image = page.getByRole('article').locator('figure img').first();
    await visible(image);
    const name = top.fileName.slice(top.fileName.lastIndexOf('/') + 1);
    expect(new URL((await image.getAttribute('src')) ?? '', page.url()).pathname).toBe(
      `${top.fileDirectory}/${name}`,
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  });
});
