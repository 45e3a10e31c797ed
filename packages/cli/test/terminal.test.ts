import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { run as login } from '../src/commands/session/login';
import { run as exportSubscribers } from '../src/commands/subscribers/export';
import { CliContext } from '../src/core/context';
import { inquirerPrompts } from '../src/core/prompts';
import { Capture, capturedOutputs, expectNoSecrets, freshHome } from './support/cli';
import { directDeps, refusingPrompts } from './support/direct';
import { useSandbox } from './support/sandbox';
import { seedSubscribers } from './support/subscribers';

const api = useSandbox();

/** A terminal's output for inquirer, which ends its output after each question: this one stays open. */
function terminalOutput(): Capture {
  const output = new Capture();
  output.end = (() => output) as Capture['end'];
  return output;
}

describe('on a terminal', () => {
  it('login asks for the user name and the password, and keeps the session with mode 0600', async () => {
    const { home, sessionFile } = await freshHome();
    const asked: string[] = [];
    const stdout = new Capture();
    const stderr = new Capture();
    const context = new CliContext(
      {
        stdin: new PassThrough(),
        stdout,
        stderr,
        env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
        stdinIsTTY: true,
        stderrIsTTY: true,
        now: () => new Date(),
        signal: new AbortController().signal,
        prompts: {
          ...refusingPrompts,
          input: async (message) => {
            asked.push(message);
            return 'admin';
          },
          password: async (message) => {
            asked.push(message);
            return DEMO_PASSWORD;
          },
        },
      },
      () => ({ apiUrl: api.url }),
    );
    try {
      const base = await context.base();
      const client = await context.openClient(base.config, await context.sessionStore(base.config));
      const result = await login({}, { ...base, api: client, env: {} });
      expect(asked).toEqual(['Username', 'Password']);
      expect(result).toMatchObject({ username: 'admin', roles: ['root'], sessionFile });
      expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
      const token = JSON.parse(await readFile(sessionFile, 'utf8')).token as string;
      expectNoSecrets([stdout.text, stderr.text], [token]);
    } finally {
      await context.close();
    }
  });

  it('the questions are drawn by inquirer on stderr; the password is masked', async () => {
    const input = new PassThrough();
    const output = terminalOutput();
    const prompts = inquirerPrompts({ input, output, signal: new AbortController().signal });
    const username = prompts.input('Username');
    input.write('admin\r');
    expect(await username).toBe('admin');
    const password = prompts.password('Password');
    input.write(`${DEMO_PASSWORD}\r`);
    expect(await password).toBe(DEMO_PASSWORD);
    const refused = prompts.confirm('Remove 1 entry from ips?');
    input.write('\r');
    // The default answer is "no".
    expect(await refused).toBe(false);
    const accepted = prompts.confirm('Remove 1 entry from ips?');
    input.write('y\r');
    expect(await accepted).toBe(true);
    capturedOutputs.push(output.text);
    expect(output.text).toContain('Username');
    expect(output.text).toContain(`Password ${'*'.repeat(DEMO_PASSWORD.length)}`);
    expect(output.text).toContain('Remove 1 entry from ips? (y/N)');
  });

  it('Ctrl-C at a question ends the run as interrupted', async () => {
    const controller = new AbortController();
    const prompts = inquirerPrompts({
      input: new PassThrough(),
      output: terminalOutput(),
      signal: controller.signal,
    });
    const question = prompts.confirm('Mark newsletter 1 as sent?');
    controller.abort(new DOMException('Interrupted', 'AbortError'));
    const error = await question.catch((caught: unknown) => caught);
    const { exitCodeOf } = await import('../src/core/exit');
    expect(exitCodeOf(error)).toBe(130);
  });

  it('the export draws a progress bar on stderr, and only there', async () => {
    seedSubscribers(api.sandbox, 120);
    const { home } = await freshHome();
    const { deps, stdout, stderr } = await directDeps({ apiUrl: api.url, home, interactive: true });
    const out = join(home, 'tty.csv');
    const result = await exportSubscribers({ out, all: true }, deps);
    expect(result.count).toBe(120);
    expect(stderr.text).toContain('subscribers [');
    expect(stderr.text).toMatch(/\d+\/120 /);
    expect(stdout.text).toBe('');
    expect((await readFile(out, 'utf8')).trimEnd().split('\n')).toHaveLength(121);
  });

  it('without a terminal, or with --quiet, there is no progress bar', async () => {
    const { home } = await freshHome();
    for (const [interactive, quiet] of [
      [false, false],
      [true, true],
    ] as const) {
      const { deps, stderr } = await directDeps({ apiUrl: api.url, home, interactive, globals: { quiet } });
      await exportSubscribers({ out: join(home, 'plain.csv'), all: true }, deps);
      expect(stderr.text).toBe('');
    }
  });
});
