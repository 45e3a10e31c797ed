import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Sandbox, startSandbox } from '@redakcja/api-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedOutputs, expectNoSecrets, runCli, secretsOfSessionFile, tempHome } from './support/cli';

let sandbox: Sandbox;
const seenSecrets: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
});

afterAll(async () => {
  await sandbox?.close();
  expectNoSecrets(capturedOutputs, seenSecrets);
});

async function login(home: string, username = 'admin', password = DEMO_PASSWORD) {
  return runCli(['login', '--username', username, '--password-stdin'], {
    home,
    env: { REDAKCJA_API_URL: sandbox.url },
    stdin: `${password}\n`,
  });
}

function liveRefreshTokens(username: string): number {
  const row = sandbox.context.db
    .prepare(
      `SELECT COUNT(*) AS n FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.username = ? AND t.revoked_at IS NULL AND t.rotated_at IS NULL`,
    )
    .get(username) as { n: number };
  return row.n;
}

describe('login, whoami, logout with the session file', () => {
  it('keeps the session in $XDG_CONFIG_HOME/redakcja/session.json with mode 0600, and whoami reads it', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const result = await login(home);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Logged in to ${sandbox.url} as admin (root).`);
      expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
      expect(seenSecrets.length).toBeGreaterThan(0);

      const whoami = await runCli(['whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(whoami.code).toBe(0);
      expect(whoami.stdout.split('\n')[0]).toBe('admin');
      expect(whoami.stdout).toContain('roles: root (Administrator)');

      const json = await runCli(['--json', 'whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(json.code).toBe(0);
      const parsed = JSON.parse(json.stdout);
      expect(parsed).toMatchObject({
        username: 'admin',
        roles: [{ role: 'root', label: 'Administrator' }],
        forcePasswordChange: false,
        apiUrl: sandbox.url,
        source: 'session',
      });
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
    } finally {
      await cleanup();
    }
  });

  it('tightens a loosened session file back to 0600 on the next write', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      await chmod(sessionFile, 0o644);
      // whoami refreshes the session, which rewrites the file.
      const whoami = await runCli(['whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(whoami.code).toBe(0);
      expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
    } finally {
      await cleanup();
    }
  });

  it('logout invalidates the refresh token on the server and deletes the file', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const before = liveRefreshTokens('redaktor');
      expect((await login(home, 'redaktor')).code).toBe(0);
      expect(liveRefreshTokens('redaktor')).toBe(before + 1);
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));

      const logout = await runCli(['logout'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(logout.code).toBe(0);
      expect(logout.stdout).toContain('Logged out redaktor');
      await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(liveRefreshTokens('redaktor')).toBe(before);

      const again = await runCli(['logout'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Not logged in');
      const whoami = await runCli(['whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(whoami.code).toBe(3);
      expect(whoami.stderr.trim()).toBe(
        'error: Not logged in: run redakcja login, or set REDAKCJA_USERNAME with REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE.',
      );
    } finally {
      await cleanup();
    }
  });

  it('never sends a saved session to another API: a different --api-url reads as not logged in', async () => {
    const { home, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      const other = sandbox.url.replace('127.0.0.1', 'localhost');
      const whoami = await runCli(['--api-url', other, 'whoami'], { home });
      expect(whoami.code).toBe(3);
      expect(whoami.stderr).toContain(`Not logged in to ${other} (the saved session is for ${sandbox.url})`);
    } finally {
      await cleanup();
    }
  });

  it('a wrong password exits 3 with one line and writes no session', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const result = await login(home, 'admin', 'Zle-haslo-123!');
      expect(result.code).toBe(3);
      expect(result.stderr).toBe('error: Authentication failed: wrong username or password.\n');
      expect(result.stderr).not.toContain('Zle-haslo-123!');
      await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await cleanup();
    }
  });

  it('without a terminal, login asks for nothing: a missing username or password is a usage error', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const noUser = await runCli(['login'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(noUser.code).toBe(2);
      expect(noUser.stderr).toBe('error: No username: pass --username (or set REDAKCJA_USERNAME).\n');
      const noPassword = await runCli(['login', '--username', 'admin'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url },
      });
      expect(noPassword.code).toBe(2);
      expect(noPassword.stderr).toContain('No password: use --password-stdin');
    } finally {
      await cleanup();
    }
  });

  it('a user who must change the password is told so', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const result = await login(home, 'nowy');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('must change its password in the panel');
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
      const bans = await runCli(['bans', 'list', 'ips'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(bans.code).toBe(4);
      expect(bans.stderr).toContain('warning: the account nowy must change its password');
      expect(bans.stderr).toContain('error: Forbidden (403 GET /api/black_lists)');
    } finally {
      await cleanup();
    }
  });
});

describe('cron mode: credentials from the environment', () => {
  it('logs in from REDAKCJA_USERNAME and REDAKCJA_PASSWORD, writes no session file, and invalidates its login at the end', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      const before = liveRefreshTokens('admin');
      const result = await runCli(['whoami'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: DEMO_PASSWORD },
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`api: ${sandbox.url} (REDAKCJA_USERNAME)`);
      await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(liveRefreshTokens('admin')).toBe(before);
    } finally {
      await cleanup();
    }
  });

  it('reads the password from REDAKCJA_PASSWORD_FILE (first line) and warns when others can read it', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const file = join(home, 'password');
      await writeFile(file, `${DEMO_PASSWORD}\n`, { mode: 0o600 });
      const env = { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD_FILE: file };
      const quiet = await runCli(['whoami'], { home, env });
      expect(quiet.code).toBe(0);
      expect(quiet.stderr).toBe('');
      await chmod(file, 0o644);
      const loud = await runCli(['whoami'], { home, env });
      expect(loud.code).toBe(0);
      expect(loud.stderr).toContain(
        `warning: the password file ${file} can be read by other users (chmod 600 ${file})`,
      );

      const missing = await runCli(['whoami'], {
        home,
        env: { ...env, REDAKCJA_PASSWORD_FILE: join(home, 'nope') },
      });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe(`error: Cannot read the password file ${join(home, 'nope')} (ENOENT).\n`);
    } finally {
      await cleanup();
    }
  });

  it('a wrong password in the environment exits 3', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const result = await runCli(['cache', 'clear', 'menu'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin', REDAKCJA_PASSWORD: 'nie-to-haslo' },
      });
      expect(result.code).toBe(3);
      expect(result.stderr).toBe('error: Authentication failed: wrong username or password.\n');
    } finally {
      await cleanup();
    }
  });

  it('half-set credentials are a usage error', async () => {
    const { home, cleanup } = await tempHome();
    try {
      const result = await runCli(['whoami'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: 'admin' },
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'error: REDAKCJA_USERNAME is set: also set REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE.\n',
      );
    } finally {
      await cleanup();
    }
  });
});

describe('--verbose', () => {
  it('logs every exchange with Authorization and cookies redacted, and no token anywhere', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      const secrets = await secretsOfSessionFile(sessionFile);
      seenSecrets.push(...secrets);
      const result = await runCli(['--verbose', 'whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(result.code).toBe(0);
      expect(result.stderr).toContain(`debug: → POST ${sandbox.url}/api/token/refresh`);
      expect(result.stderr).toMatch(/debug: ← 200 POST .*\/api\/token\/refresh \(\d+ ms\)/);
      expect(result.stderr).toContain('cookie: [redacted]');
      expect(result.stderr).toContain('set-cookie: [redacted]');
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
      expectNoSecrets([result.stdout, result.stderr], [...secrets, ...seenSecrets]);

      const bans = await runCli(['--verbose', 'bans', 'list', 'words'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url },
      });
      expect(bans.code).toBe(0);
      expect(bans.stderr).toContain(`debug: → GET ${sandbox.url}/api/black_words`);
      expect(bans.stderr).toContain('authorization: [redacted]');
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
    } finally {
      await cleanup();
    }
  });
});

describe('configuration', () => {
  it('reads the API URL from the configuration file, below the environment and the flags', async () => {
    const { home, configDir, cleanup } = await tempHome();
    try {
      await login(home).then((result) => expect(result.code).toBe(0));
      await writeFile(join(configDir, 'config.json'), JSON.stringify({ apiUrl: sandbox.url }));
      const fromFile = await runCli(['whoami'], { home });
      expect(fromFile.code).toBe(0);
      // The environment wins over the file; an unreachable URL proves which one was used.
      const fromEnv = await runCli(['whoami'], { home, env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' } });
      expect(fromEnv.code).toBe(3);
      expect(fromEnv.stderr).toContain('Not logged in to http://127.0.0.1:9');
      const fromFlag = await runCli(['--api-url', sandbox.url, 'whoami'], {
        home,
        env: { REDAKCJA_API_URL: 'http://127.0.0.1:9' },
      });
      expect(fromFlag.code).toBe(0);
    } finally {
      await cleanup();
    }
  });

  it('rejects a bad configuration file or URL with exit 2 and one line', async () => {
    const { home, configDir, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      await writeFile(join(configDir, 'config.json'), JSON.stringify({ apiUrl: 'ftp://x', colour: 'red' }));
      const bad = await runCli(['whoami'], { home });
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toContain(`The configuration file ${join(configDir, 'config.json')}`);
      await writeFile(join(configDir, 'config.json'), '{ nope');
      const notJson = await runCli(['whoami'], { home });
      expect(notJson.code).toBe(2);
      expect(notJson.stderr).toBe(
        `error: The configuration file ${join(configDir, 'config.json')} is not valid JSON.\n`,
      );
      const badFlag = await runCli(['--api-url', 'not a url', 'whoami'], { home });
      expect(badFlag.code).toBe(2);
      expect(badFlag.stderr).toBe('error: --api-url must be an http(s) URL\n');
    } finally {
      await cleanup();
    }
  });
});

describe('the session file content', () => {
  it('holds the token and the refresh cookie, bound to the API it came from', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      const stored = JSON.parse(await readFile(sessionFile, 'utf8'));
      expect(stored.username).toBe('admin');
      expect(typeof stored.token).toBe('string');
      expect(stored.cookies.apiUrl).toBe(sandbox.url);
      expect(JSON.stringify(stored.cookies.jar)).toContain('refresh_token');
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));
    } finally {
      await cleanup();
    }
  });
});

describe('resuming the saved session', () => {
  it('uses a fresh token as it is (no refresh call), refreshes one about to expire, and ends a refused session', async () => {
    const { home, sessionFile, cleanup } = await tempHome();
    try {
      expect((await login(home)).code).toBe(0);
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));

      const fresh = await runCli(['--verbose', 'bans', 'list', 'words'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url },
      });
      expect(fresh.code).toBe(0);
      expect(fresh.stderr).not.toContain('/api/token/refresh');

      // The token is about to expire (the CLI reads expiresAt): it is refreshed before the first call.
      const stored = JSON.parse(await readFile(sessionFile, 'utf8'));
      await writeFile(sessionFile, JSON.stringify({ ...stored, expiresAt: Date.now() + 3000 }), {
        mode: 0o600,
      });
      const stale = await runCli(['--verbose', 'bans', 'list', 'words'], {
        home,
        env: { REDAKCJA_API_URL: sandbox.url },
      });
      expect(stale.code).toBe(0);
      expect(stale.stderr).toContain(`→ POST ${sandbox.url}/api/token/refresh`);
      seenSecrets.push(...(await secretsOfSessionFile(sessionFile)));

      // The server ends every session of the user (e.g. a password reset): the next refresh is refused.
      sandbox.context.db
        .prepare(
          "UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = (SELECT id FROM users WHERE username = 'admin')",
        )
        .run(new Date().toISOString());
      const refused = await runCli(['whoami'], { home, env: { REDAKCJA_API_URL: sandbox.url } });
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(
        /^error: Authentication failed[^\n]*log in again \(redakcja login\)\.\n$/,
      );
      await expect(stat(sessionFile)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await cleanup();
    }
  });
});
