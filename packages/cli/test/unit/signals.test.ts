import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { handleSignals } from '../../src/core/signals';
import { removeTemporaryFilesNow, trackTemporaryFile } from '../../src/io/temporaryFiles';

const dir = mkdtempSync(join(tmpdir(), 'redakcja-signals-'));
afterEach(() => {
  removeTemporaryFilesNow();
});

/** A temporary file of a write under way. */
function temporaryFile(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, 'half an export');
  trackTemporaryFile(path);
  return path;
}

function setUp() {
  const source = new EventEmitter();
  const controller = new AbortController();
  const exits: number[] = [];
  handleSignals(source, controller, (code) => exits.push(code));
  return { source, controller, exits };
}

describe('signals', () => {
  it('the first signal cancels the run; repeated SIGTERMs and SIGHUPs (timeout sends two) change nothing', () => {
    const { source, controller, exits } = setUp();
    const file = temporaryFile('.term.tmp');
    source.emit('SIGTERM');
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as Error).message).toBe('Terminated');
    source.emit('SIGTERM');
    source.emit('SIGHUP');
    expect(exits).toEqual([]);
    // The run unwinds and removes its file itself.
    expect(existsSync(file)).toBe(true);
  });

  it('a second Ctrl-C ends the process at once, its temporary files removed first', () => {
    const { source, controller, exits } = setUp();
    const file = temporaryFile('.int.tmp');
    source.emit('SIGINT');
    expect(controller.signal.aborted).toBe(true);
    expect(exits).toEqual([]);
    source.emit('SIGINT');
    expect(exits).toEqual([130]);
    expect(existsSync(file)).toBe(false);
  });

  it('a Ctrl-C after a SIGTERM ends the process at once too', () => {
    const { source, exits } = setUp();
    const file = temporaryFile('.mixed.tmp');
    source.emit('SIGTERM');
    source.emit('SIGINT');
    expect(exits).toEqual([130]);
    expect(existsSync(file)).toBe(false);
  });

  it('whatever ends the process, the files still under way are removed on exit', () => {
    const { source } = setUp();
    const file = temporaryFile('.exit.tmp');
    source.emit('exit');
    expect(existsSync(file)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
