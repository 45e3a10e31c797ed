import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDirectory, resolveConfig } from '../../src/core/config';
import { confirmChange } from '../../src/core/confirm';
import { CancelledError, UsageError } from '../../src/core/errors';
import { refusingPrompts } from '../support/direct';

let home: string;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'redakcja-config-'));
});

afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

describe('resolveConfig', () => {
  it('defaults: the local API, static files and site on its origin, product WM, session under ~/.config', async () => {
    const config = await resolveConfig({}, { HOME: home });
    expect(config).toMatchObject({
      apiUrl: 'http://127.0.0.1:8080',
      staticUrl: 'http://127.0.0.1:8080',
      siteUrl: 'http://127.0.0.1:8080',
      product: 'WM',
      retries: 3,
      timeoutMs: 60_000,
      sessionFile: join(home, '.config', 'redakcja', 'session.json'),
      configFile: undefined,
    });
  });

  it('flags win over the environment, the environment over the file', async () => {
    const dir = join(home, 'xdg');
    await mkdir(join(dir, 'redakcja'), { recursive: true });
    await writeFile(
      join(dir, 'redakcja', 'config.json'),
      JSON.stringify({
        apiUrl: 'https://file.example/api',
        staticUrl: 'https://static.example/',
        product: 'XY',
        retries: 5,
      }),
    );
    const env = { HOME: home, XDG_CONFIG_HOME: dir };
    const fromFile = await resolveConfig({}, env);
    expect(fromFile).toMatchObject({
      apiUrl: 'https://file.example/api',
      staticUrl: 'https://static.example',
      siteUrl: 'https://file.example',
      product: 'XY',
      retries: 5,
      configFile: join(dir, 'redakcja', 'config.json'),
    });
    const fromEnv = await resolveConfig(
      {},
      { ...env, REDAKCJA_API_URL: 'https://env.example', REDAKCJA_RETRIES: '0' },
    );
    expect(fromEnv).toMatchObject({
      apiUrl: 'https://env.example',
      retries: 0,
      staticUrl: 'https://static.example',
    });
    const fromFlag = await resolveConfig(
      { apiUrl: 'http://flag.example:81/' },
      { ...env, REDAKCJA_API_URL: 'https://env.example' },
    );
    expect(fromFlag.apiUrl).toBe('http://flag.example:81');
  });

  it('names the setting that is wrong', async () => {
    await expect(resolveConfig({}, { HOME: home, REDAKCJA_RETRIES: 'many' })).rejects.toThrow(
      'REDAKCJA_RETRIES must be a number',
    );
    await expect(resolveConfig({ staticUrl: 'static' }, { HOME: home })).rejects.toThrow(
      '--static-url must be an http(s) URL',
    );
    await expect(
      resolveConfig({ config: join(home, 'missing.json') }, { HOME: home }),
    ).rejects.toBeInstanceOf(UsageError);
  });

  it('uses XDG_CONFIG_HOME only when it is an absolute path', () => {
    expect(configDirectory({ HOME: '/home/ops', XDG_CONFIG_HOME: '/etc/xdg' })).toBe('/etc/xdg/redakcja');
    expect(configDirectory({ HOME: '/home/ops', XDG_CONFIG_HOME: 'relative' })).toBe(
      '/home/ops/.config/redakcja',
    );
  });
});

describe('confirmChange', () => {
  it('--yes goes ahead, no terminal fails with a usage error, a "no" cancels', async () => {
    await expect(
      confirmChange({ yes: true, interactive: false, prompts: refusingPrompts }, 'Go?'),
    ).resolves.toBeUndefined();
    await expect(
      confirmChange({ yes: false, interactive: false, prompts: refusingPrompts }, 'Go?'),
    ).rejects.toBeInstanceOf(UsageError);
    const no = { ...refusingPrompts, confirm: async () => false };
    await expect(confirmChange({ yes: false, interactive: true, prompts: no }, 'Go?')).rejects.toBeInstanceOf(
      CancelledError,
    );
    const yes = { ...refusingPrompts, confirm: async () => true };
    await expect(
      confirmChange({ yes: false, interactive: true, prompts: yes }, 'Go?'),
    ).resolves.toBeUndefined();
  });
});
