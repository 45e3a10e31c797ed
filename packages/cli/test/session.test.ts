import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { expectNoSecrets, freshHome, secretsOfSessionFile } from './support/cli';
import { useSandbox } from './support/sandbox';

/** Moves the sandbox's clock (token issue and expiry), to hand out a token that is about to expire. */
let clockShift = 0;
const api = useSandbox({ now: () => new Date(Date.now() + clockShift) });
/** Tokens and refresh cookies of the session files: no output of this file may show them. */
const seenSecrets = api.secrets;

/** `redakcja login --password-stdin`, in this process (the first test spawns it as ops run it). */
async function login(home: string, username = 'admin', password = DEMO_PASSWORD) {
  return api.main(loginArgs(username), { home, username: null, stdin: `${password}\n` });
}

const loginArgs = (username: string) => ['login', '--username', username, '--password-stdin'];

/** A run on the session file of `home` (no cron credentials), in this process. */
const onSession = (args: string[], home: string, env?: Record<string, string>) =>
  api.main(args, { home, username: null, env });

/** A fresh home with a session file of `redakcja login` (its secrets remembered for the final scan). */
async function loggedInHome(username = 'admin') {
  const home = await freshHome();
  // Set-up only (the login itself is tested above): in this process, which is quicker than a spawn.
  const result = await api.main(loginArgs(username), {
    home: home.home,
    username: null,
    stdin: `${DEMO_PASSWORD}\n`,
  });
  expect(result.code, result.stderr).toBe(0);
  return { ...home, secrets: await rememberSecrets(home.sessionFile) };
}

async function rememberSecrets(sessionFile: string): Promise<string[]> {
  const secrets = await secretsOfSessionFile(sessionFile);
  seenSecrets.push(...secrets);
  return secrets;
}

function liveRefreshTokens(username: string): number {
  const row = api.sandbox.context.db
    .prepare(
      `SELECT COUNT(*) AS n FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.username = ? AND t.revoked_at IS NULL AND t.rotated_at IS NULL`,
    )
    .get(username) as { n: number };
  return row.n;
}

describe('login, whoami, logout with the session file', () => {
  it('keeps the session in $XDG_CONFIG_HOME/redakcja/session.json with mode 0600, bound to its API, and whoami reads it', async () => {
    const { home, sessionFile } = await freshHome();
    // Spawned: the password from the process's stdin, the file and folder modes as the real process
    // writes them (its umask), and a second process that reads the session the first one saved.
    const result = await api.cli(loginArgs('admin'), { home, username: null, stdin: `${DEMO_PASSWORD}\n` });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`Logged in to ${api.url} as admin (root).\n`);
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, '.config', 'redakcja'))).mode & 0o777).toBe(0o700);
    expect((await rememberSecrets(sessionFile)).length).toBeGreaterThan(0);
    // The token and the refresh cookie, with the API they came from.
    const stored = JSON.parse(await readFile(sessionFile, 'utf8'));
    expect(stored.username).toBe('admin');
    expect(typeof stored.token).toBe('string');
    expect(stored.cookies.apiUrl).toBe(api.url);
    expect(JSON.stringify(stored.cookies.jar)).toContain('refresh_token');

    // One after the other: whoami refreshes, and two refreshes of one cookie at once are a replay.
    const whoami = await api.cli(['whoami'], { home, username: null });
    const json = await api.main(['--json', 'whoami'], { home, username: null });
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(whoami.stdout.split('\n')[0]).toBe('admin');
    expect(whoami.stdout).toContain('roles: root (Administrator)');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      username: 'admin',
      roles: [{ role: 'root', label: 'Administrator' }],
      forcePasswordChange: false,
      apiUrl: api.url,
      source: 'session',
    });
    await rememberSecrets(sessionFile);
  });

  it('login takes the credentials of the environment too, and --json prints the result as JSON', async () => {
    const { home, sessionFile } = await freshHome();
    const result = await api.main(['--json', 'login'], { home, env: { REDAKCJA_USERNAME: 'prasa' } });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      username: 'prasa',
      roles: expect.any(Array),
      forcePasswordChange: false,
      apiUrl: api.url,
      sessionFile,
    });
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
    await rememberSecrets(sessionFile);
  });

  it('tightens a loosened session file back to 0600 on the next write', async () => {
    const { home, sessionFile } = await loggedInHome();
    await chmod(sessionFile, 0o644);
    // whoami refreshes the session, which rewrites the file.
    const whoami = await onSession(['whoami'], home);
    expect(whoami.code, whoami.stderr).toBe(0);
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
    await rememberSecrets(sessionFile);
  });

  it('logout invalidates the refresh token on the server and deletes the file', async () => {
    const { home, sessionFile } = await freshHome();
    const before = liveRefreshTokens('redaktor');
    expect((await login(home, 'redaktor')).code).toBe(0);
    expect(liveRefreshTokens('redaktor')).toBe(before + 1);
    await rememberSecrets(sessionFile);

    const logout = await onSession(['logout'], home);
    expect(logout.code, logout.stderr).toBe(0);
    expect(logout.stdout).toBe(`Logged out redaktor from ${api.url}.\n`);
    await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(liveRefreshTokens('redaktor')).toBe(before);

    const [again, whoami] = await Promise.all([
      api.main(['--json', 'logout'], { home, username: null }),
      api.main(['whoami'], { home, username: null }),
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ loggedOut: false, username: null, apiUrl: api.url });
    expect(whoami.code, whoami.stderr).toBe(3);
    expect(whoami.stderr).toBe(
      'error: Not logged in: run redakcja login, or set REDAKCJA_USERNAME with REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE.\n',
    );
  });

  it('never sends a saved session to another API: a different --api-url reads as not logged in', async () => {
    const { home } = await loggedInHome();
    const other = api.url.replace('127.0.0.1', 'localhost');
    const whoami = await api.main(['--api-url', other, 'whoami'], { home, username: null });
    expect(whoami.code, whoami.stderr).toBe(3);
    expect(whoami.stderr).toContain(`Not logged in to ${other} (the saved session is for ${api.url})`);
  });

  it('a wrong password exits 3 with one line and writes no session', async () => {
    const { home, sessionFile } = await freshHome();
    const result = await login(home, 'admin', 'Zle-haslo-123!');
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toBe('error: Authentication failed: wrong username or password.\n');
    expect(result.stderr).not.toContain('Zle-haslo-123!');
    await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('without a terminal, login asks for nothing: a missing username or password is a usage error', async () => {
    const { home } = await freshHome();
    const [noUser, noPassword] = await Promise.all([
      api.main(['login'], { home, username: null }),
      api.main(['login', '--username', 'admin'], { home, username: null }),
    ]);
    expect(noUser.code, noUser.stderr).toBe(2);
    expect(noUser.stderr).toBe('error: No username: pass --username (or set REDAKCJA_USERNAME).\n');
    expect(noPassword.code, noPassword.stderr).toBe(2);
    expect(noPassword.stderr).toBe(
      'error: No password: use --password-stdin (or REDAKCJA_PASSWORD_FILE) when not on a terminal.\n',
    );
  });

  it('a user who must change the password is told so', async () => {
    const { home, sessionFile } = await freshHome();
    const result = await login(home, 'nowy');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('must change its password in the panel');
    await rememberSecrets(sessionFile);
    const bans = await onSession(['bans', 'list', 'ips'], home);
    expect(bans.code, bans.stderr).toBe(4);
    expect(bans.stderr).toContain('warning: the account nowy must change its password');
    expect(bans.stderr).toContain('error: Forbidden (403 GET /api/black_lists)');
  });
});

describe('cron mode: credentials from the environment', () => {
  it('logs in from REDAKCJA_USERNAME and REDAKCJA_PASSWORD, writes no session file, and invalidates its login at the end', async () => {
    const { home, sessionFile } = await freshHome();
    const before = liveRefreshTokens('admin');
    // Spawned: the cron login is invalidated before the real process exits.
    const result = await api.cli(['whoami'], { home });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`api: ${api.url} (REDAKCJA_USERNAME)`);
    await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(liveRefreshTokens('admin')).toBe(before);
  });

  it('reads the password from REDAKCJA_PASSWORD_FILE (first line) and warns when others can read it', async () => {
    const { home } = await freshHome();
    const file = join(home, 'password');
    const loose = join(home, 'password-loose');
    await writeFile(file, `${DEMO_PASSWORD}\nsecond line\n`, { mode: 0o600 });
    await writeFile(loose, `${DEMO_PASSWORD}\n`);
    await chmod(loose, 0o644);
    const run = (passwordFile: string) =>
      api.main(['whoami'], {
        home,
        username: null,
        env: { REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD_FILE: passwordFile },
      });
    const [quiet, loud, missing] = await Promise.all([run(file), run(loose), run(join(home, 'nope'))]);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(loud.code, loud.stderr).toBe(0);
    expect(loud.stderr).toBe(
      `warning: the password file ${loose} can be read by other users (chmod 600 ${loose})\n`,
    );
    expect(missing.code, missing.stderr).toBe(2);
    expect(missing.stderr).toBe(`error: Cannot read the password file ${join(home, 'nope')} (ENOENT).\n`);
  });

  it('a password that is a common word does not garble the messages it appears in', async () => {
    const result = await api.main(['cache', 'clear', 'menu'], { env: { REDAKCJA_PASSWORD: 'wrong' } });
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toBe('error: Authentication failed: wrong username or password.\n');
  });

  it('a wrong password in the environment exits 3; half-set credentials are a usage error', async () => {
    const [wrong, half, both] = await Promise.all([
      api.main(['cache', 'clear', 'menu'], { env: { REDAKCJA_PASSWORD: 'nie-to-haslo' } }),
      api.main(['whoami'], { username: null, env: { REDAKCJA_USERNAME: 'admin' } }),
      api.main(['whoami'], { env: { REDAKCJA_PASSWORD_FILE: '/etc/hostname' } }),
    ]);
    expect(wrong.code, wrong.stderr).toBe(3);
    expect(wrong.stderr).toBe('error: Authentication failed: wrong username or password.\n');
    expect(half.code, half.stderr).toBe(2);
    expect(half.stderr).toBe(
      'error: REDAKCJA_USERNAME is set: also set REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE.\n',
    );
    expect(both.code, both.stderr).toBe(2);
    expect(both.stderr).toBe('error: Set REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE, not both.\n');
  });
});

describe('--verbose', () => {
  it('logs every exchange with Authorization and cookies redacted, and no token anywhere', async () => {
    const { home, sessionFile, secrets } = await loggedInHome();
    const result = await onSession(['--verbose', 'whoami'], home);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`debug: → POST ${api.url}/api/token/refresh`);
    expect(result.stderr).toMatch(/debug: ← 200 POST .*\/api\/token\/refresh \(\d+ ms\)/);
    expect(result.stderr).toContain('cookie: [redacted]');
    expect(result.stderr).toContain('set-cookie: [redacted]');
    expectNoSecrets([result.stdout, result.stderr], [...secrets, ...(await rememberSecrets(sessionFile))]);

    const bans = await onSession(['--verbose', 'bans', 'list', 'words'], home);
    expect(bans.code, bans.stderr).toBe(0);
    expect(bans.stderr).toContain(`debug: → GET ${api.url}/api/black_words`);
    expect(bans.stderr).toContain('authorization: [redacted]');
    await rememberSecrets(sessionFile);
  });
});

describe('configuration', () => {
  it('reads the API URL from the configuration file, below the environment and the flags', async () => {
    const { home, configDir } = await loggedInHome();
    await writeFile(join(configDir, 'config.json'), JSON.stringify({ apiUrl: api.url }));
    const unreachable = { REDAKCJA_API_URL: 'http://127.0.0.1:9' };
    const fromFile = await api.main(['whoami'], {
      home,
      username: null,
      env: { REDAKCJA_API_URL: undefined },
    });
    // The environment wins over the file; an unreachable URL proves which one was used.
    const fromEnv = await api.main(['whoami'], { home, username: null, env: unreachable });
    const fromFlag = await api.main(['--api-url', api.url, 'whoami'], {
      home,
      username: null,
      env: unreachable,
    });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(fromEnv.code, fromEnv.stderr).toBe(3);
    expect(fromEnv.stderr).toContain('Not logged in to http://127.0.0.1:9');
    expect(fromFlag.code, fromFlag.stderr).toBe(0);
    await rememberSecrets(join(configDir, 'session.json'));
  });

  it('rejects a bad configuration file or URL with exit 2 and one line', async () => {
    const { home, configDir } = await freshHome();
    const configFile = join(configDir, 'config.json');
    const whoami = (args: string[] = []) => api.main([...args, 'whoami'], { home, username: null });
    await mkdir(configDir, { recursive: true });
    await writeFile(configFile, JSON.stringify({ apiUrl: 'ftp://x', colour: 'red' }));
    const bad = await whoami();
    expect(bad.code, bad.stderr).toBe(2);
    expect(bad.stderr).toBe(
      `error: The configuration file ${configFile}: "apiUrl" must be an http(s) URL.\n`,
    );
    await writeFile(configFile, JSON.stringify({ apiUrl: api.url, colour: 'red' }));
    const unknown = await whoami();
    expect(unknown.code, unknown.stderr).toBe(2);
    expect(unknown.stderr).toBe(`error: The configuration file ${configFile}: unknown setting "colour".\n`);
    await writeFile(configFile, '{ nope');
    const notJson = await whoami();
    expect(notJson.code, notJson.stderr).toBe(2);
    expect(notJson.stderr).toBe(`error: The configuration file ${configFile} is not valid JSON.\n`);
    const badFlag = await whoami(['--api-url', 'not a url']);
    expect(badFlag.code, badFlag.stderr).toBe(2);
    expect(badFlag.stderr).toBe('error: --api-url must be an http(s) URL\n');
  });
});

describe('resuming the saved session', () => {
  it('uses a fresh token as it is (no refresh call), refreshes one about to expire, and ends a refused session', async () => {
    const { home, sessionFile } = await loggedInHome();

    const fresh = await onSession(['--verbose', 'bans', 'list', 'words'], home);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(fresh.stderr).toContain(`→ GET ${api.url}/api/black_words`);
    expect(fresh.stderr).not.toContain('/api/token/refresh');

    // A token with less than 10 s left: issued by a sandbox whose clock is 59 min 55 s behind. It is
    // refreshed before the first call.
    clockShift = -(3600 - 5) * 1000;
    try {
      const again = await api.main(loginArgs('admin'), { home, username: null, stdin: `${DEMO_PASSWORD}\n` });
      expect(again.code, again.stderr).toBe(0);
    } finally {
      clockShift = 0;
    }
    await rememberSecrets(sessionFile);
    const stale = await onSession(['--verbose', 'bans', 'list', 'words'], home);
    expect(stale.code, stale.stderr).toBe(0);
    expect(stale.stderr).toContain(`→ POST ${api.url}/api/token/refresh`);
    await rememberSecrets(sessionFile);

    // The server ends every session of the user (e.g. a password reset): the next refresh is refused.
    api.sandbox.context.db
      .prepare(
        "UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = (SELECT id FROM users WHERE username = 'admin')",
      )
      .run(new Date().toISOString());
    const refused = await onSession(['whoami'], home);
    expect(refused.code, refused.stderr).toBe(3);
    expect(refused.stderr).toMatch(/^error: Authentication failed[^\n]*log in again \(redakcja login\)\.\n$/);
    await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
