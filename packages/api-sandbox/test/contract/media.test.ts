import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src';
import {
  articleImageResponseSchema,
  EDITOR_IMAGE_WIDTH_MESSAGE,
  FILE_SEARCH_LIMIT,
  fileManagerTreeSchema,
  imageSizeMessages,
  MEDIA_KINDS,
  mediaSchema,
  mediaUploadResponseSchema,
  sharedMessages,
} from '../../src/sdk';
import { drawPicture } from '../../src/uploads/images';
import { type Client, loggedIn, multipart, start } from '../helpers';

let sandbox: Sandbox;
let editor: Client;
beforeAll(async () => {
  sandbox = await start();
  editor = await loggedIn(sandbox, 'redaktor');
});
afterAll(() => sandbox.close());

const png = (width: number, height: number, name = 'zdjęcie testowe.png') => ({
  name,
  bytes: drawPicture(width, height, 1, 'png'),
  type: 'image/png',
});
const jpg = (width: number, height: number, name = 'okładka.jpg') => ({
  name,
  bytes: drawPicture(width, height, 2, 'jpg'),
  type: 'image/jpeg',
});

const VALID: Record<keyof typeof MEDIA_KINDS, [number, number]> = {
  main: [640, 360],
  top: [655, 300],
  top200: [655, 200],
  onlyOnSite: [314, 110],
  googleDiscovery: [1300, 900],
  articleBanner: [200, 200],
};

describe('photo uploads (D4)', () => {
  test.each(Object.entries(MEDIA_KINDS))(
    '%s: a valid image is stored and answered with its @type',
    async (kind, spec) => {
      const [width, height] = VALID[kind as keyof typeof MEDIA_KINDS];
      const response = await multipart(
        editor,
        'POST',
        `/api/${spec.resource}`,
        { title: 'Podpis zdjęcia' },
        { file: png(width, height) },
      );
      expect(response.status).toBe(201);
      const body = mediaUploadResponseSchema.parse(response.body);
      expect(body['@type']).toBe(spec.type);
      expect(body.fileName).toMatch(/^\d{4}\/\d{2}\/zdjecie-testowe(-\d+)?\.png$/);
      const record = mediaSchema.parse((await editor.get(`/api/${spec.resource}/${body.id}`)).body);
      expect(record).toMatchObject({ title: 'Podpis zdjęcia', newPath: true });
      // Served from the new catalogue (UI-N5), with a thumbnail.
      const file = await fetch(`${sandbox.url}/media/new/${record.fileName}`);
      expect(file.status).toBe(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(imageSize(bytes)).toMatchObject({ width, height });
      // The record of another kind's endpoint is not found there.
      const other = kind === 'main' ? 'media_tops' : 'media';
      expect((await editor.get(`/api/${other}/${body.id}`)).status).toBe(404);
    },
  );

  test.each([
    ['media_tops', [600, 300], [imageSizeMessages.widthExact(655)]],
    ['media_top200s', [655, 210], [imageSizeMessages.heightExact(200)]],
    ['media_onlywms', [300, 100], [imageSizeMessages.widthExact(314), imageSizeMessages.heightExact(110)]],
    [
      'media_google_discoveries',
      [1100, 700],
      [imageSizeMessages.widthMin(1200), imageSizeMessages.heightMin(800)],
    ],
    ['media_article_banners', [201, 200], [imageSizeMessages.widthExact(200)]],
  ] as const)('%s refuses %j with the Polish size messages', async (resource, [width, height], messages) => {
    const before = (await editor.get(`/api/${resource}`)).body['hydra:totalItems'];
    const response = await multipart(
      editor,
      'POST',
      `/api/${resource}`,
      { title: '' },
      { file: png(width, height) },
    );
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual(
      messages.map((message) => ({ propertyPath: 'file', message, code: null })),
    );
    expect((await editor.get(`/api/${resource}`)).body['hydra:totalItems']).toBe(before);
  });

  test('a file that is not an image is refused, whatever its name and type say', async () => {
    const fake = {
      name: 'zdjecie.png',
      bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
      type: 'image/png',
    };
    const response = await multipart(editor, 'POST', '/api/media', { title: 'x' }, { file: fake });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      { propertyPath: 'file', message: sharedMessages.notAnImage, code: null },
    ]);
    const missing = await multipart(editor, 'POST', '/api/media', { title: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].propertyPath).toBe('file');
  });

  test('the real type decides the extension', async () => {
    const response = await multipart(
      editor,
      'POST',
      '/api/media',
      { title: '' },
      { file: { ...jpg(300, 200), name: 'udaje-png.png' } },
    );
    expect(response.status).toBe(201);
    expect(response.body.fileName).toMatch(/udaje-png\.jpg$/);
  });

  test('uploads must be multipart; JSON is a 415', async () => {
    expect((await editor.post('/api/media', { title: 'x' })).status).toBe(415);
  });

  test('a file over 10 MB is a 413', async () => {
    const big = { name: 'duzy.png', bytes: new Uint8Array(10 * 1024 * 1024 + 10), type: 'image/png' };
    const response = await multipart(editor, 'POST', '/api/media', { title: '' }, { file: big });
    expect(response.status).toBe(413);
    expect((await editor.get('/api/media/1')).status).toBe(200);
  });
});

describe('the picker: {fileApiPath} and the file manager', () => {
  test('GET, PATCH {title} and DELETE /api/media/{id}', async () => {
    const created = (
      await multipart(
        editor,
        'POST',
        '/api/media',
        { title: 'Stary podpis' },
        { file: png(400, 300, 'do usuniecia.png') },
      )
    ).body;
    const patched = await editor.patch(`/api/media/${created.id}`, { title: 'Nowy podpis' });
    expect(patched.status).toBe(200);
    expect(mediaSchema.parse(patched.body)).toMatchObject({
      title: 'Nowy podpis',
      fileName: created.fileName,
    });
    const thumbnail = `${sandbox.url}/media/thumbs/new/${created.fileName}`;
    expect((await fetch(`${sandbox.url}/media/new/${created.fileName}`)).status).toBe(200);
    expect((await fetch(thumbnail)).status).toBe(200);
    expect((await editor.delete(`/api/media/${created.id}`)).status).toBe(204);
    expect((await editor.get(`/api/media/${created.id}`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/media/new/${created.fileName}`)).status).toBe(404);
    expect((await fetch(thumbnail)).status).toBe(404);
  });

  test('the tree: folders with child counts, then files with thumbnails; full nests everything', async () => {
    const root = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: '', full: false, search: '', newPath: true })).body,
    );
    expect(root.length).toBeGreaterThan(0);
    expect(root.every((entry) => entry.isDir && entry.childrenCount > 0 && entry.files.length === 0)).toBe(
      true,
    );
    const year = root[0]?.name ?? '';
    const months = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: year, full: false, search: '', newPath: true }))
        .body,
    );
    expect(months.every((entry) => entry.isDir)).toBe(true);
    const month = `${year}/${months[0]?.name}`;
    const files = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: month, full: false, search: '', newPath: true }))
        .body,
    );
    const file = files.find((entry) => !entry.isDir);
    expect(file?.thumbnailUrl).toMatch(/^\/media\/thumbs\/new\//);
    const thumbnail = await fetch(`${sandbox.url}${file?.thumbnailUrl}`);
    expect(thumbnail.status).toBe(200);
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer())).width).toBeLessThanOrEqual(150);
    const full = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: '', full: true, search: '', newPath: true })).body,
    );
    const count = (entries: typeof full): number =>
      entries.reduce((sum, entry) => sum + (entry.isDir ? count(entry.files) : 1), 0);
    expect(count(full)).toBeGreaterThan(files.length);
    const old = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: '', full: true, search: '', newPath: false })).body,
    );
    expect(count(old)).toBeGreaterThan(0);
  });

  test('search: % any text, _ one character, \\ escapes; at most the default limit', async () => {
    const search = async (text: string) =>
      fileManagerTreeSchema.parse(
        (await editor.post('/api/filemenagerdata', { path: '', full: false, search: text, newPath: true }))
          .body,
      );
    const autor = await search('autor-%-1.png');
    expect(autor.length).toBeGreaterThan(0);
    expect(autor.every((entry) => /^autor-.*-1\.png$/.test(entry.name))).toBe(true);
    const underscore = await search('autor_');
    expect(underscore.length).toBeGreaterThan(0);
    expect(await search('autor\\_')).toEqual([]);
    expect(await search('nie-ma-takiego-pliku')).toEqual([]);
    expect((await search('%')).length).toBeLessThanOrEqual(FILE_SEARCH_LIMIT);
  });

  test('a kind names its own catalogue: Top photos for a Top field; an unknown kind is a 422', async () => {
    const all = async (kind?: string) =>
      fileManagerTreeSchema.parse(
        (await editor.post('/api/filemenagerdata', { path: '', full: true, search: '', newPath: true, kind }))
          .body,
      );
    const files = (entries: Awaited<ReturnType<typeof all>>): (number | string)[] =>
      entries.flatMap((entry) => (entry.isDir ? files(entry.files) : [entry.id]));
    const tops = files(await all('top'));
    expect(tops.length).toBeGreaterThan(0);
    for (const id of tops.slice(0, 5)) expect((await editor.get(`/api/media_tops/${id}`)).status).toBe(200);
    const mains = files(await all());
    expect(mains.filter((id) => tops.includes(id))).toEqual([]);
    const response = await editor.post('/api/filemenagerdata', {
      path: '',
      full: false,
      search: '',
      newPath: true,
      kind: 'poster',
    });
    expect(response.status).toBe(422);
  });

  test('a request that is not the picker’s is a 422', async () => {
    const response = await editor.post('/api/filemenagerdata', { path: 1, full: 'tak' });
    expect(response.status).toBe(422);
  });
});

describe('inline editor images', () => {
  test('stored and answered with filePath; wider than 1000 px refused', async () => {
    const ok = await multipart(
      editor,
      'POST',
      '/api/article_images',
      {},
      { file: png(1000, 400, 'wykres.png') },
    );
    expect(ok.status).toBe(201);
    const { filePath } = articleImageResponseSchema.parse(ok.body);
    expect(filePath).toMatch(/^\/media\/article_images\/\d{4}\/\d{2}\/wykres\.png$/);
    expect((await fetch(`${sandbox.url}${filePath}`)).status).toBe(200);
    const wide = await multipart(editor, 'POST', '/api/article_images', {}, { file: png(1001, 400) });
    expect(wide.status).toBe(422);
    expect(wide.body.violations).toEqual([
      { propertyPath: 'file', message: EDITOR_IMAGE_WIDTH_MESSAGE, code: null },
    ]);
  });
});

describe('static paths (D3)', () => {
  test('the seed’s photos, covers and boxes are served; paths outside the folders are not', async () => {
    const media = (await editor.get('/api/media/1')).body;
    expect((await fetch(`${sandbox.url}/media/new/${media.fileName}`)).status).toBe(200);
    const old = await fetch(`${sandbox.url}/media/${(await findOldPhoto(editor)).fileName}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${sandbox.url}/box_tvn/box_1/first.png`)).status).toBe(200);
    for (const path of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd', '/nsl/nie-ma.html']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

async function findOldPhoto(client: Client) {
  const tree = fileManagerTreeSchema.parse(
    (await client.post('/api/filemenagerdata', { path: '', full: false, search: 'glowne', newPath: false }))
      .body,
  );
  const first = tree[0];
  if (!first) throw new Error('no old photo');
  return mediaSchema.parse((await client.get(`/api/media/${first.id}`)).body);
}

describe('the search limit (01 §9: Domyślny limit: 5000)', () => {
  test('a search that matches more photos answers the first 5000, newest first', async () => {
    const media = sandbox.context.store('media');
    const extra = FILE_SEARCH_LIMIT + 100;
    const first = sandbox.context.transaction(() => {
      let id = 0;
      for (let n = 1; n <= extra; n++) {
        id = media.insert({
          kind: 'main',
          title: `Zdjęcie seryjne ${n}`,
          fileName: `2001/01/seria-${n}.png`,
          newPath: true,
          path: `new/2001/01/seria-${n}.png`,
        });
      }
      return id - extra + 1;
    });
    const found = fileManagerTreeSchema.parse(
      (await editor.post('/api/filemenagerdata', { path: '', full: false, search: 'seria-', newPath: true }))
        .body,
    );
    expect(found).toHaveLength(FILE_SEARCH_LIMIT);
    expect(found[0]?.id).toBe(first + extra - 1);
    expect(found.at(-1)?.id).toBe(first + extra - FILE_SEARCH_LIMIT);
    // A narrower pattern under the limit answers all its matches.
    const few = fileManagerTreeSchema.parse(
      (
        await editor.post('/api/filemenagerdata', {
          path: '',
          full: false,
          search: 'seria-10_.',
          newPath: true,
        })
      ).body,
    );
    expect(few.map((entry) => entry.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => `seria-10${n}.png`).sort(),
    );
  });
});
