/**
 * `api.media` against the sandbox: uploads to the six endpoints of D4 with images of the exact sizes the
 * rules need (and one pixel off, answering the picker's Polish messages), the picker's record at
 * `{fileApiPath}{id}` (get, caption, delete), records of the other kinds, and the file-manager tree with
 * its search pattern ('%', '_', '\').
 */
import {
  type ApiClient,
  FILE_SEARCH_LIMIT,
  imageSizeMessages,
  MEDIA_KINDS,
  type MediaKind,
  NotFoundError,
  newFileManagerRequest,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, fetchStatic, jpeg, notAnImage, png, useSandbox } from './helpers';

const fixture = useSandbox();
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

/** A size each kind accepts (D4 endpoints, 02 §2 size hints). */
const VALID: Record<MediaKind, [number, number]> = {
  main: [640, 480],
  top: [655, 368],
  top200: [655, 200],
  onlyOnSite: [314, 110],
  googleDiscovery: [1200, 800],
  articleBanner: [200, 200],
};

describe('uploads to the six endpoints (D4)', () => {
  test.each(Object.keys(VALID) as MediaKind[])('%s accepts an image of its size', async (kind) => {
    const [width, height] = VALID[kind];
    const uploaded = await api.media.upload(kind, png(width, height, `zdjecie ${kind}.png`), {
      title: `Zdjęcie ${kind}`,
    });
    expect(uploaded['@type']).toBe(MEDIA_KINDS[kind].type);
    expect(uploaded.id).toBeGreaterThan(0);
    expect(uploaded.fileName).toMatch(/\.png$/);
    const record = await api.media.getOfKind(kind, uploaded.id);
    expect(record).toMatchObject({
      id: uploaded.id,
      fileName: uploaded.fileName,
      title: `Zdjęcie ${kind}`,
      newPath: true,
    });
    // UI-N5: new uploads are in the new catalogue, served at /media/new/{fileName}.
    const file = await fetchStatic(fixture.url, `/media/new/${uploaded.fileName}`);
    expect(file.status).toBe(200);
    expect(file.body.length).toBeGreaterThan(0);
  });

  test('JPEG is accepted as well, and a larger Google Discovery photo passes its minimum', async () => {
    const main = await api.media.upload('main', jpeg(320, 240), { title: 'JPEG' });
    expect(main.fileName).toMatch(/\.jpg$/);
    const discovery = await api.media.upload('googleDiscovery', jpeg(1250, 820));
    expect(discovery['@type']).toBe('MediaGoogleDiscovery');
    const top = await api.media.upload('top', jpeg(655, 500));
    expect(top['@type']).toBe('MediaTop');
  });

  test.each([
    ['top', 654, 368, [imageSizeMessages.widthExact(655)]],
    ['top200', 655, 201, [imageSizeMessages.heightExact(200)]],
    ['top200', 656, 199, [imageSizeMessages.widthExact(655), imageSizeMessages.heightExact(200)]],
    ['onlyOnSite', 315, 110, [imageSizeMessages.widthExact(314)]],
    ['onlyOnSite', 314, 109, [imageSizeMessages.heightExact(110)]],
    ['googleDiscovery', 1199, 800, [imageSizeMessages.widthMin(1200)]],
    ['googleDiscovery', 1199, 799, [imageSizeMessages.widthMin(1200), imageSizeMessages.heightMin(800)]],
    ['articleBanner', 201, 200, [imageSizeMessages.widthExact(200)]],
    ['articleBanner', 200, 199, [imageSizeMessages.heightExact(200)]],
  ] as [MediaKind, number, number, string[]][])(
    '%s refuses %ix%i with the Polish size messages',
    async (kind, width, height, messages) => {
      const error = await failure(api.media.upload(kind, png(width, height)), ValidationError);
      expect(error.status).toBe(422);
      expect(error.violations.map((violation) => violation.message)).toEqual(messages);
    },
  );

  test('the exact texts of the picker (01 §5)', async () => {
    const error = await failure(api.media.upload('googleDiscovery', png(1000, 700)), ValidationError);
    expect(error.violations.map((violation) => violation.message)).toEqual([
      'Dodawane obrazy powinny mieć szerokość nie mniejszą niż 1200px.',
      'Dodawane obrazy powinny mieć wysokość nie mniejszą niż 800px.',
    ]);
    const banner = await failure(api.media.upload('articleBanner', png(300, 300)), ValidationError);
    expect(banner.violations.map((violation) => violation.message)).toEqual([
      'Dodawane obrazy powinny mieć szerokość równą 200px.',
      'Dodawane obrazy powinny mieć wysokość równą 200px.',
    ]);
  });

  test.each(Object.keys(VALID) as MediaKind[])('%s refuses a file that is not an image', async (kind) => {
    const error = await failure(api.media.upload(kind, notAnImage()), ValidationError);
    expect(error.status).toBe(422);
    expect(error.violations.length).toBeGreaterThan(0);
    expect(error.violations[0]?.propertyPath).toBe('file');
    expect(error.violations[0]?.message).toMatch(/obraz/);
  });
});

describe('the picker’s record at {fileApiPath}{id}', () => {
  test('get answers fileName, title, id and newPath', async () => {
    const uploaded = await api.media.upload('main', png(400, 300), { title: 'Podpis pierwotny' });
    const record = await api.media.get(uploaded.id);
    expect(record).toMatchObject({
      id: uploaded.id,
      fileName: uploaded.fileName,
      title: 'Podpis pierwotny',
      newPath: true,
    });
  });

  test('updateTitle changes the caption; get reads it back', async () => {
    const uploaded = await api.media.upload('main', png(400, 300), { title: 'Stary podpis' });
    const saved = await api.media.updateTitle(uploaded.id, 'Nowy podpis – „cytat”');
    expect(saved.title).toBe('Nowy podpis – „cytat”');
    expect((await api.media.get(uploaded.id)).title).toBe('Nowy podpis – „cytat”');
  });

  test('remove deletes the record and its file', async () => {
    const uploaded = await api.media.upload('main', png(400, 300, 'do-usuniecia.png'));
    await api.media.remove(uploaded.id);
    await failure(api.media.get(uploaded.id), NotFoundError);
    expect((await fetchStatic(fixture.url, `/media/new/${uploaded.fileName}`)).status).toBe(404);
  });

  test('an unknown id is a NotFoundError', async () => {
    await failure(api.media.get(987_654), NotFoundError);
    await failure(api.media.getOfKind('top', 987_654), NotFoundError);
  });
});

describe('file-manager tree (POST /api/filemenagerdata)', () => {
  test('the root of the new catalogue lists folders with child counts', async () => {
    const tree = await api.media.fileTree(newFileManagerRequest());
    expect(tree.length).toBeGreaterThan(0);
    const folder = tree.find((entry) => entry.isDir)!;
    expect(folder).toBeDefined();
    expect(folder.childrenCount).toBeGreaterThan(0);
    expect(folder.files).toEqual([]); // not full: children are loaded on demand
    const inside = await api.media.fileTree(newFileManagerRequest({ path: String(folder.id) }));
    expect(inside).toHaveLength(folder.childrenCount);
  });

  test('full answers the whole tree with nested files and thumbnails', async () => {
    const uploaded = await api.media.upload('main', png(300, 200, 'w-drzewie.png'));
    const tree = await api.media.fileTree(newFileManagerRequest({ full: true }));
    const files: { id: string | number; thumbnailUrl: string | null; isDir: boolean }[] = [];
    const walk = (entries: typeof tree) => {
      for (const entry of entries) {
        if (entry.isDir) {
          expect(entry.childrenCount).toBe(entry.files.length);
          walk(entry.files);
        } else files.push(entry);
      }
    };
    walk(tree);
    const found = files.find((file) => String(file.id) === String(uploaded.id));
    expect(found).toBeDefined();
    expect(found?.thumbnailUrl).toBeTruthy();
    expect((await fetchStatic(fixture.url, found!.thumbnailUrl!)).status).toBe(200);
  });

  test('the old catalogue (newPath false) is a different tree', async () => {
    const fresh = await api.media.upload('main', png(300, 200, 'tylko-w-nowym.png'));
    const search = (newPath: boolean) =>
      api.media.fileTree(newFileManagerRequest({ newPath, search: 'tylko-w-nowym' }));
    expect((await search(true)).map((entry) => entry.id)).toContain(fresh.id);
    expect(await search(false)).toEqual([]);
    const oldRoot = await api.media.fileTree(newFileManagerRequest({ newPath: false }));
    expect(oldRoot.length).toBeGreaterThan(0);
  });

  test('search: “_” is one character, “%” any text, “\\” escapes them', async () => {
    for (const name of ['lama_a1.png', 'lamaxa1.png', 'lamazzza1.png', 'lama_b2.png']) {
      await api.media.upload('main', png(120, 80, name));
    }
    const names = async (search: string) =>
      (await api.media.fileTree(newFileManagerRequest({ search }))).map((entry) => entry.name).sort();
    expect(await names('lama_a1')).toEqual(['lama_a1.png', 'lamaxa1.png']);
    expect(await names('lama\\_a1')).toEqual(['lama_a1.png']);
    expect(await names('lama%a1')).toEqual(['lama_a1.png', 'lamaxa1.png', 'lamazzza1.png']);
    expect(await names('lama\\_')).toEqual(['lama_a1.png', 'lama_b2.png']);
    expect(await names('lama\\%')).toEqual([]);
    const entries = await api.media.fileTree(newFileManagerRequest({ search: 'lama' }));
    expect(entries.every((entry) => !entry.isDir)).toBe(true);
    expect(entries.length).toBeLessThanOrEqual(FILE_SEARCH_LIMIT);
  });
});
