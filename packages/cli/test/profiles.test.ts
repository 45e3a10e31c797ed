import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Sandbox, startSandbox } from '@redakcja/api-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, freshHome, runCli, runMain, secretsOfSessionFile, type TempHome } from './support/cli';
import { useSandbox } from './support/sandbox';

const api = useSandbox();
let second: Sandbox;
/** The protected profile's API: a portal of its own, as production is. */
let third: Sandbox;
beforeAll(async () => {
  [second, third] = await Promise.all([startSandbox({ seed: 'demo' }), startSandbox({ seed: 'demo' })]);
});
afterAll(async () => {
  await Promise.all([second?.close(), third?.close()]);
});

const cron = { REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD };

/**
 * A home whose config.json holds the profiles `local` (the first sandbox, the default unless `file`
 * says otherwise), `staging` (the second) and `prod` (the third, protected).
 */
async function homeWithProfiles(file: Record<string, unknown> = { default: 'local' }): Promise<TempHome> {
  const home = await freshHome();
  await mkdir(home.configDir, { recursive: true });
  await writeFile(
    join(home.configDir, 'config.json'),
    JSON.stringify({
      ...file,
      profiles: {
        local: { apiUrl: api.url },
        staging: { apiUrl: second.url },
        prod: { apiUrl: third.url, protected: true },
      },
    }),
  );
  return home;
}

/** The IP ban list as the sandbox stores it. */
function banIps(sandbox: Sandbox): string[] {
  const row = sandbox.context.db.prepare("SELECT value FROM settings WHERE key = 'ban:black_lists'").get() as
    | { value: string }
    | undefined;
  return (row?.value ?? '').split('\n');
}

function cacheClears(sandbox: Sandbox): number {
  return (sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM cache_clears').get() as { n: number }).n;
}

describe('profiles', () => {
  it('a profile picks its API; flags and REDAKCJA_API_URL still win over it', async () => {
    const { home } = await homeWithProfiles();
    // Spawned: the built bin picks its profile as ops run it; the other runs go in this process.
    const staging = await runCli(['--json', '--profile', 'staging', 'whoami'], { home, env: cron });
    expect(staging.code, staging.stderr).toBe(0);
    expect(JSON.parse(staging.stdout)).toMatchObject({ apiUrl: second.url, profile: 'staging' });
    const byEnv = await runMain(['--json', 'whoami'], {
      home,
      env: { ...cron, REDAKCJA_PROFILE: 'staging' },
    });
    expect(JSON.parse(byEnv.stdout).apiUrl).toBe(second.url);
    const byDefault = await runMain(['--json', 'whoami'], { home, env: cron });
    expect(JSON.parse(byDefault.stdout)).toMatchObject({ apiUrl: api.url, profile: 'local' });
    const overridden = await runMain(['--json', '--profile', 'staging', '--api-url', api.url, 'whoami'], {
      home,
      env: cron,
    });
    expect(JSON.parse(overridden.stdout).apiUrl).toBe(api.url);
  });

  it('an unknown profile exits 2 and lists the known ones', async () => {
    const { home } = await homeWithProfiles();
    const result = await runMain(['--profile', 'produkcja', 'whoami'], { home, env: cron });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Unknown profile "produkcja".*local, staging, prod/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('two profiles keep two sessions, each sent only to its own API', async () => {
    const home = await homeWithProfiles();
    for (const profile of ['local', 'staging']) {
      const login = await runMain(
        ['--profile', profile, 'login', '--username', 'admin', '--password-stdin'],
        {
          home: home.home,
          stdin: `${DEMO_PASSWORD}\n`,
        },
      );
      expect(login.code, login.stderr).toBe(0);
    }
    const files = ['local', 'staging'].map((p) => join(home.configDir, 'sessions', `${p}.json`));
    for (const file of files) api.secrets.push(...(await secretsOfSessionFile(file)));
    const [local, staging] = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    expect(JSON.parse(local ?? '').token).not.toBe(JSON.parse(staging ?? '').token);
    for (const [profile, url] of [
      ['local', api.url],
      ['staging', second.url],
    ] as const) {
      const who = await runMain(['--json', '--profile', profile, 'whoami'], { home: home.home });
      expect(who.code, who.stderr).toBe(0);
      expect(JSON.parse(who.stdout)).toMatchObject({ apiUrl: url, profile, source: 'session' });
    }
    // prod has no session of its own: no other profile's token is used.
    const prod = await runMain(['--profile', 'prod', 'whoami'], { home: home.home });
    expect(prod.code).toBe(3);
  });

  it('profiles add|remove rewrite the file with mode 0600; list shows the active one', async () => {
    const home = await freshHome();
    // Spawned: the file's mode as the real process writes it (its umask).
    const add = await runCli(['profiles', 'add', 'prod', api.url, '--protected', '--default'], {
      home: home.home,
    });
    expect(add.code, add.stderr).toBe(0);
    await runMain(['profiles', 'add', 'staging', second.url], { home: home.home });
    const file = join(home.configDir, 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const list = await runMain(['--json', '--profile', 'staging', 'profiles', 'list'], { home: home.home });
    expect(JSON.parse(list.stdout).profiles).toEqual([
      {
        name: 'prod',
        apiUrl: api.url,
        staticUrl: null,
        siteUrl: null,
        protected: true,
        default: true,
        active: false,
      },
      {
        name: 'staging',
        apiUrl: second.url,
        staticUrl: null,
        siteUrl: null,
        protected: false,
        default: false,
        active: true,
      },
    ]);
    expect((await runMain(['profiles', 'remove', 'prod'], { home: home.home })).code).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      profiles: { staging: { apiUrl: second.url } },
    });
    const missing = await runMain(['profiles', 'remove', 'prod'], { home: home.home });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/known profiles: staging/);
  });
});

describe('profiles add, list and remove: names, columns, sessions', () => {
  it('a name that is not letters, digits, ".", "_" or "-" is exit 2 with that rule, and nothing written', async () => {
    const home = await freshHome();
    for (const name of ['my prod', '', '../evil']) {
      const result = await runMain(['profiles', 'add', name, api.url], { home: home.home });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toBe(
        `error: The profile name "${name}" must be letters, digits, ".", "_" or "-".\n`,
      );
    }
    await expect(stat(join(home.configDir, 'config.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('list lines up its columns whatever the lengths of the names and URLs', async () => {
    const { home } = await homeWithProfiles();
    await runMain(['profiles', 'add', 'a-much-longer-name', `${api.url}/long/path`], { home });
    const list = await runMain(['profiles', 'list'], { home });
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const urlColumn = lines.map((line) => line.indexOf('http://'));
    expect(new Set(urlColumn).size, list.stdout).toBe(1);
    const prod = lines.find((line) => line.includes(' prod '));
    const local = lines.find((line) => line.includes(' local '));
    expect(prod?.indexOf('(protected)'), list.stdout).toBe(local?.indexOf('(default)'));
    expect(local?.startsWith('* local')).toBe(true);
  });

  it("remove ends the profile's session: invalidated on its API, the file deleted, and says so", async () => {
    const home = await homeWithProfiles();
    const login = await runMain(
      ['--profile', 'staging', 'login', '--username', 'admin', '--password-stdin'],
      {
        home: home.home,
        stdin: `${DEMO_PASSWORD}\n`,
      },
    );
    expect(login.code, login.stderr).toBe(0);
    const file = join(home.configDir, 'sessions', 'staging.json');
    api.secrets.push(...(await secretsOfSessionFile(file)));
    const saved = await readFile(file, 'utf8');
    const removed = await runMain(['profiles', 'remove', 'staging'], { home: home.home });
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain(`Logged out and deleted its session file ${file}.`);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    // The session is dead on the server too: put back as the session of that API, it is refused.
    await writeFile(join(home.configDir, 'session.json'), saved, { mode: 0o600 });
    const who = await runMain(['--api-url', second.url, 'whoami'], { home: home.home });
    expect(who.code, who.stderr).toBe(3);
  });
});

describe('protected profiles', () => {
  it('without a terminal a change needs --yes; --dry-run needs nothing', async () => {
    const { home } = await homeWithProfiles();
    const before = cacheClears(third);
    // Spawned: the refusal's exit code as the shell sees it, with no terminal on the process.
    const refused = await runCli(['--profile', 'prod', 'cache', 'clear', 'articles'], { home, env: cron });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`"prod" (${new URL(third.url).host}) is protected`);
    expect(cacheClears(third)).toBe(before);
    const localBefore = cacheClears(api.sandbox);
    const unprotected = await runMain(['--profile', 'local', 'cache', 'clear', 'articles'], {
      home,
      env: cron,
    });
    expect(unprotected.code, unprotected.stderr).toBe(0);
    expect(cacheClears(api.sandbox)).toBe(localBefore + 1);
    const yes = await runMain(['--profile', 'prod', '--yes', 'cache', 'clear', 'articles'], {
      home,
      env: cron,
    });
    expect(yes.code, yes.stderr).toBe(0);
    expect(cacheClears(third)).toBe(before + 1);
    const dry = await runMain(['--profile', 'prod', 'bans', 'add', 'words', 'xyz', '--dry-run'], {
      home,
      env: cron,
    });
    expect(dry.code, dry.stderr).toBe(0);
  });

  it("the guard goes by the API: a protected profile's URL by flag, variable, profile or default is guarded", async () => {
    const staging = await homeWithProfiles({ default: 'staging' });
    const ips = () => banIps(third);
    const host = new URL(third.url).host;
    const ways: Array<{ how: string; home: string; args: string[]; env?: Record<string, string> }> = [
      // The flag, with the URL written another way (a trailing slash, the host in capitals).
      {
        how: 'flag',
        home: staging.home,
        args: ['--api-url', `${third.url.toUpperCase().replace('HTTP://', 'http://')}/`],
      },
      { how: 'variable', home: staging.home, args: [], env: { REDAKCJA_API_URL: third.url } },
      { how: 'profile', home: staging.home, args: ['--profile', 'prod'] },
      { how: 'default profile', home: (await homeWithProfiles({ default: 'prod' })).home, args: [] },
      { how: 'top-level apiUrl', home: (await homeWithProfiles({ apiUrl: third.url })).home, args: [] },
    ];
    for (const [index, way] of ways.entries()) {
      const value = `198.18.0.${index + 1}`;
      const env = { ...cron, ...way.env };
      const refused = await runMain([...way.args, 'bans', 'add', 'ips', value], { home: way.home, env });
      expect(refused.code, `${way.how}: ${refused.stderr}`).toBe(2);
      expect(refused.stderr, way.how).toContain(`"prod" (${host}) is protected`);
      expect(ips(), way.how).not.toContain(value);
      const yes = await runMain([...way.args, '--yes', 'bans', 'add', 'ips', value], { home: way.home, env });
      expect(yes.code, `${way.how}: ${yes.stderr}`).toBe(0);
      expect(ips(), way.how).toContain(value);
    }
    const who = await runMain(['--json', 'whoami'], {
      home: staging.home,
      env: { ...cron, REDAKCJA_API_URL: third.url },
    });
    expect(who.code, who.stderr).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ apiUrl: third.url, profile: 'prod' });
    expect(who.stderr).toContain(
      `${third.url} is not the API of the profile "staging": using the profile "prod"`,
    );
  });

  it("a session file is only used with its own API: a login by URL never replaces another profile's", async () => {
    const home = await homeWithProfiles({ default: 'staging' });
    const login = (args: string[]) =>
      runMain([...args, 'login', '--username', 'admin', '--password-stdin'], {
        home: home.home,
        stdin: `${DEMO_PASSWORD}\n`,
      });
    expect((await login([])).code).toBe(0);
    const stagingFile = join(home.configDir, 'sessions', 'staging.json');
    const prodFile = join(home.configDir, 'sessions', 'prod.json');
    const stagingSession = await readFile(stagingFile, 'utf8');
    api.secrets.push(...(await secretsOfSessionFile(stagingFile)));
    for (const args of [
      ['--api-url', third.url],
      ['--api-url', api.url],
    ]) {
      const other = await login(args);
      expect(other.code, other.stderr).toBe(0);
    }
    api.secrets.push(...(await secretsOfSessionFile(prodFile)));
    api.secrets.push(...(await secretsOfSessionFile(join(home.configDir, 'sessions', 'local.json'))));
    expect(await readFile(stagingFile, 'utf8')).toBe(stagingSession);
    const prodWho = await runMain(['--json', '--api-url', third.url, 'whoami'], { home: home.home });
    expect(JSON.parse(prodWho.stdout)).toMatchObject({
      apiUrl: third.url,
      profile: 'prod',
      source: 'session',
    });
    const stagingWho = await runMain(['--json', 'whoami'], { home: home.home });
    expect(JSON.parse(stagingWho.stdout)).toMatchObject({
      apiUrl: second.url,
      profile: 'staging',
      source: 'session',
    });
  });

  it('on a terminal the profile name must be typed', async () => {
    const { home } = await homeWithProfiles();
    // Spawned asynchronously: the sandbox answers from this process, which must not block.
    const onTerminal = (typed: string) =>
      new Promise<{ status: number | null; stdout: string }>((resolve, reject) => {
        const child = spawn(
          'script',
          ['-qec', `${process.execPath} ${CLI} --profile prod cache clear articles`, '/dev/null'],
          {
            env: {
              PATH: process.env.PATH ?? '',
              HOME: home,
              XDG_CONFIG_HOME: join(home, '.config'),
              ...cron,
            },
          },
        );
        let stdout = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
        });
        child.on('error', reject);
        child.on('close', (status) => resolve({ status, stdout }));
        child.stdin.end(`${typed}\r`);
      });
    const before = cacheClears(third);
    const wrong = await onTerminal('y');
    expect(wrong.stdout).toContain(`protected profile "prod" (${new URL(third.url).host})`);
    expect(wrong.status).not.toBe(0);
    expect(cacheClears(third)).toBe(before);
    const right = await onTerminal('prod');
    expect(right.status, `${right.stdout} ${cacheClears(third) - before}`).toBe(0);
    expect(cacheClears(third)).toBe(before + 1);
  });
});

describe('completion and the man page', () => {
  it('the bash script parses and completes subcommands, ban lists and profile names', async () => {
    const home = await homeWithProfiles();
    const script = (await runMain(['completion', 'bash'], { home: home.home })).stdout;
    const file = join(home.home, 'redakcja.bash');
    await writeFile(file, script);
    execFileSync('bash', ['-n', file]);
    const bin = join(home.home, 'bin');
    await mkdir(bin);
    await writeFile(join(bin, 'redakcja'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
    await chmod(join(bin, 'redakcja'), 0o755);
    const complete = (...words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _redakcja; printf '%s\\n' "\${COMPREPLY[@]}"`,
          file,
          'redakcja',
          ...words,
        ],
        { encoding: 'utf8', env: { PATH: `${bin}:${process.env.PATH}`, HOME: home.home } },
      )
        .trim()
        .split('\n');
    expect(complete('ba')).toEqual(['bans']);
    expect(complete('bans', '')).toEqual(['list', 'add', 'remove', 'set']);
    expect(complete('bans', 'add', '')).toEqual(['ips', 'domains', 'words']);
    expect(complete('--json', 'bans', 'add', 'd')).toEqual(['domains']);
    expect(complete('subscribers', 'export', '--format', '')).toEqual(['csv', 'json', 'ndjson']);
    expect(complete('--profile', '')).toEqual(['local', 'staging', 'prod']);
    for (const shell of ['zsh', 'fish']) {
      const other = await runMain(['completion', shell], { home: home.home });
      expect(other.code).toBe(0);
      expect(other.stdout).toContain('ips domains words');
    }
  });

  it('the man page renders and lists every command', async () => {
    const page = join(CLI, '..', 'redakcja.1');
    const text = execFileSync('man', ['-l', page], {
      encoding: 'utf8',
      env: { ...process.env, MANPAGER: 'cat', MANWIDTH: '100' },
    });
    expect(text).toMatch(/REDAKCJA\(1\)/);
    const { home } = await freshHome();
    // Spawned: --help as the bin prints it.
    const commands = (await runCli(['--help'], { home })).stdout;
    const names = [...commands.matchAll(/^ {2}([a-z][a-z-]+)\b/gm)]
      .map((m) => m[1])
      .filter((n) => n !== 'help');
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(text).toContain(`redakcja ${name}`);
    for (const path of ['bans add', 'cache clear', 'profiles add', 'completion'])
      expect(text).toContain(`redakcja ${path}`);
    expect(text).toContain('REDAKCJA_PROFILE');
  });
});
