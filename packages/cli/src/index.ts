import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { CommanderError } from 'commander';
import type { CliIo } from './core/context';
import { EXIT_CODES } from './core/exitCodes';
import { handleSignals } from './core/signals';
import { createProgram } from './program';

/**
 * Runs `redakcja` with the arguments after the program name and returns the exit code. This is the one
 * place where errors become exit codes and a line on stderr; commands only throw.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const { program, context } = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has already printed its own message (usage errors, --help, --version).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.success : EXIT_CODES.usage;
    // The reader of stdout went away (`… | head`): stop quietly, as Unix tools do.
    if (io.signal.aborted && io.signal.reason === OUTPUT_CLOSED) return EXIT_CODES.success;
    // The mapping loads the SDK's error classes: only when a command failed.
    const { describeError, exitCodeOf } = await import('./core/exit');
    const out = context.output();
    out.error(describeError(error));
    if (out.options.verbose && error instanceof Error && error.stack) out.writeErr(`${error.stack}\n`);
    return exitCodeOf(error);
  } finally {
    await context.close();
  }
}

/** The abort reason when stdout's reader has gone (EPIPE). */
const OUTPUT_CLOSED = new DOMException('Output closed', 'AbortError');

function processIo(signal: AbortSignal): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    stdinIsTTY: process.stdin.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => new Date(),
    signal,
  };
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * undici parses HTTP with llhttp compiled to WebAssembly, and V8's optimising tier compiling that module
 * in the background took about 35 MB of transient memory: a third of a subscriber export's peak RSS
 * (117 MB for an empty export, 81 MB without it). The baseline compiler (Liftoff) alone parses the CLI's
 * few megabytes of answers at no measurable cost (docs/cli.md, benchmarks). Set before undici compiles
 * its parser, on the first connection.
 */
export const WASM_BASELINE_ONLY_FLAG = '--liftoff-only';

if (isEntryPoint()) {
  setFlagsFromString(WASM_BASELINE_ONLY_FLAG);
  const controller = new AbortController();
  // Ctrl-C (or SIGTERM, SIGHUP) cancels the calls and the file writes, temporary files removed; a second
  // Ctrl-C ends the process at once, after removing them.
  handleSignals(process, controller, (code) => process.exit(code));
  // A closed pipe (`redakcja bans list ips | head -1`) ends the run quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') controller.abort(OUTPUT_CLOSED);
  });
  process.exitCode = await main(process.argv.slice(2), processIo(controller.signal));
}
