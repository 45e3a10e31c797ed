import { PassThrough } from 'node:stream';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { commandPathOf, MUTATING_COMMANDS } from '../../src/core/protect';
import { createProgram } from '../../src/program';

function commandPaths(command: Command): string[] {
  return command.commands.flatMap((child) => [commandPathOf(child), ...commandPaths(child)]);
}

describe('the protected-profile guard', () => {
  it('names only commands the program has', () => {
    const io = new PassThrough();
    const { program } = createProgram({
      stdin: io,
      stdout: io,
      stderr: io,
      env: {},
      stdinIsTTY: false,
      stderrIsTTY: false,
      now: () => new Date(),
      signal: new AbortController().signal,
    });
    const paths = new Set(commandPaths(program));
    expect([...MUTATING_COMMANDS].filter((path) => !paths.has(path))).toEqual([]);
  });
});
