import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, normalizePrefix, resolveConfig } from './config';

const ORIGIN = 'https://panel.example';

describe('runtime configuration (D2, D3, D9)', () => {
  it('defaults to the page origin, /wirtualny_admin, WM and no extra areas', () => {
    expect(resolveConfig({}, ORIGIN)).toEqual({
      apiBaseUrl: ORIGIN,
      staticBaseUrl: ORIGIN,
      adminPrefix: '/wirtualny_admin',
      productName: 'WM',
      enabledAreas: [],
    });
  });

  it('reads every field, trims trailing slashes and keeps only known areas', () => {
    expect(
      resolveConfig(
        {
          apiBaseUrl: 'https://api.example/',
          staticBaseUrl: 'https://static.example/',
          adminPrefix: 'admin/',
          productName: 'Portal',
          enabledAreas: ['dictionaries', 'nonsense', 'probes'],
        },
        ORIGIN,
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      staticBaseUrl: 'https://static.example',
      adminPrefix: '/admin',
      productName: 'Portal',
      enabledAreas: ['dictionaries', 'probes'],
    });
  });

  it('reads the hub’s address as given (the live code resolves it); none without it', () => {
    expect(resolveConfig({ hubUrl: 'https://hub.example/.well-known/mercure' }, ORIGIN).hubUrl).toBe(
      'https://hub.example/.well-known/mercure',
    );
    expect(resolveConfig({}, ORIGIN)).not.toHaveProperty('hubUrl');
    expect(resolveConfig({ hubUrl: 5 }, ORIGIN)).not.toHaveProperty('hubUrl');
  });

  it('takes the static base from the API base when only that is given, and empty strings as unset', () => {
    const config = resolveConfig(
      { apiBaseUrl: 'https://api.example', staticBaseUrl: '', productName: ' ' },
      ORIGIN,
    );
    expect(config.staticBaseUrl).toBe('https://api.example');
    expect(config.productName).toBe('WM');
  });

  it('falls back to the defaults for a file of the wrong shape', () => {
    expect(resolveConfig({ apiBaseUrl: 42 }, ORIGIN).apiBaseUrl).toBe(ORIGIN);
    expect(resolveConfig('nonsense', ORIGIN).adminPrefix).toBe('/wirtualny_admin');
    expect(resolveConfig(['/x'], ORIGIN).adminPrefix).toBe('/wirtualny_admin');
    expect(resolveConfig({ productName: null }, ORIGIN).productName).toBe('WM');
    // One wrong field discards the whole file, not only that field.
    expect(resolveConfig({ productName: 'X', enabledAreas: ['logs', 7] }, ORIGIN)).toEqual(
      resolveConfig({}, ORIGIN),
    );
    expect(resolveConfig({ productName: 'X', enabledAreas: 'logs' }, ORIGIN).productName).toBe('WM');
  });

  it('normalises prefixes', () => {
    expect(normalizePrefix('/wirtualny_admin/')).toBe('/wirtualny_admin');
    expect(normalizePrefix('a/b')).toBe('/a/b');
    expect(normalizePrefix('/')).toBe('');
  });

  it('fetches config.json next to index.html, and starts on the defaults when it is missing', async () => {
    const fetchOk = vi.fn(async () => new Response(JSON.stringify({ productName: 'X' })));
    const config = await loadRuntimeConfig(
      undefined,
      fetchOk,
      'https://panel.example/wirtualny_admin/',
      ORIGIN,
    );
    expect(fetchOk).toHaveBeenCalledWith('https://panel.example/wirtualny_admin/config.json', {
      cache: 'no-cache',
    });
    expect(config.productName).toBe('X');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = await loadRuntimeConfig(
      undefined,
      async () => new Response('nope', { status: 404 }),
      `${ORIGIN}/`,
      ORIGIN,
    );
    expect(missing.apiBaseUrl).toBe(ORIGIN);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("takes the boot's request for config.json instead of sending its own", async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const started = Promise.resolve(new Response(JSON.stringify({ productName: 'Z boot' })));
    const config = await loadRuntimeConfig(started, fetchImpl, `${ORIGIN}/`, ORIGIN);
    expect(config.productName).toBe('Z boot');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
