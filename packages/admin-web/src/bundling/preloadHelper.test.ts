import { describe, expect, test } from 'vitest';
import { PRELOAD_HELPER } from './preloadHelper';

type Preload = (load: () => Promise<string>, deps: string[] | undefined, importer: string) => Promise<string>;

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin: string | null;
  onload?: () => void;
  onerror?: () => void;
}

/** The helper's module run against a document that records the links it adds. */
function helperIn(existing: FakeLink[] = []) {
  const links: FakeLink[] = [...existing];
  const added: FakeLink[] = [];
  const document = {
    getElementsByTagName: (name: string) => (name === 'link' ? links : []),
    createElement: () => ({ rel: '', href: '', crossOrigin: null }) as FakeLink,
    head: {
      appendChild: (link: FakeLink) => {
        links.push(link);
        added.push(link);
      },
    },
  };
  const body = `${PRELOAD_HELPER.replace('export const __vitePreload', 'const __vitePreload')}\nreturn __vitePreload;`;
  const preload = new Function('document', body)(document) as Preload;
  return { preload, added };
}

const IMPORTER = 'https://portal.test/wirtualny_admin/assets/index-a.js';
const load = () => Promise.resolve('module');

describe("the build's preload helper", () => {
  test('links JavaScript as modulepreload and loads the module at once', async () => {
    const { preload, added } = helperIn();
    await expect(preload(load, ['./panel-a.js', './fields-a.js'], IMPORTER)).resolves.toBe('module');
    expect(added.map(({ rel, href, crossOrigin }) => [rel, href, crossOrigin])).toEqual([
      ['modulepreload', 'https://portal.test/wirtualny_admin/assets/panel-a.js', ''],
      ['modulepreload', 'https://portal.test/wirtualny_admin/assets/fields-a.js', ''],
    ]);
  });

  test('waits for a stylesheet before the module, and links each file once', async () => {
    const { preload, added } = helperIn();
    let loaded = false;
    const first = preload(
      async () => {
        loaded = true;
        return 'module';
      },
      ['./panel-a.js', './panel-a.css'],
      IMPORTER,
    );
    await Promise.resolve();
    expect(loaded).toBe(false);
    const sheet = added.find((link) => link.rel === 'stylesheet');
    expect(sheet?.href).toBe('https://portal.test/wirtualny_admin/assets/panel-a.css');
    sheet?.onload?.();
    await expect(first).resolves.toBe('module');
    await preload(load, ['./panel-a.js', './panel-a.css'], IMPORTER);
    expect(added).toHaveLength(2);
  });

  test("skips what the page links already (the inline script's preloads, its stylesheet)", async () => {
    const { preload, added } = helperIn([
      {
        rel: 'modulepreload',
        href: 'https://portal.test/wirtualny_admin/assets/panel-a.js',
        crossOrigin: '',
      },
      {
        rel: 'stylesheet',
        href: 'https://portal.test/wirtualny_admin/assets/panel-a.css',
        crossOrigin: null,
      },
    ]);
    await expect(preload(load, ['./panel-a.js', './panel-a.css'], IMPORTER)).resolves.toBe('module');
    expect(added).toEqual([]);
  });

  test('a stylesheet that fails fails the import; the import may be tried again', async () => {
    const { preload, added } = helperIn();
    const first = preload(load, ['./dialog-a.css'], IMPORTER);
    added[0]?.onerror?.();
    await expect(first).rejects.toThrow('Unable to preload CSS for');
    await expect(preload(load, ['./dialog-a.css'], IMPORTER)).resolves.toBe('module');
  });

  test('an import without files only loads the module', async () => {
    const { preload, added } = helperIn();
    await expect(preload(load, undefined, IMPORTER)).resolves.toBe('module');
    await expect(preload(load, [], IMPORTER)).resolves.toBe('module');
    expect(added).toEqual([]);
  });
});
