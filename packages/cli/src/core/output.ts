import type { Writable } from 'node:stream';
import { Redactor } from './redact';

export interface OutputOptions {
  stdout: Writable;
  stderr: Writable;
  /** --json: stdout carries only JSON. */
  json: boolean;
  /** --quiet: nothing on success but the data asked for; warnings and errors still show on stderr. */
  quiet: boolean;
  /** --verbose: requests, retries and stack traces on stderr. */
  verbose: boolean;
  /** Whether stderr is a terminal (progress bars only there). */
  stderrIsTTY: boolean;
}

/**
 * Where a command's words go: results on stdout (JSON only with --json), everything else on stderr.
 * Every line passes the redactor, so no token or password can be printed by accident.
 */
export class Output {
  readonly redactor = new Redactor();

  constructor(readonly options: OutputOptions) {}

  get json(): boolean {
    return this.options.json;
  }

  get stdout(): Writable {
    return this.options.stdout;
  }

  get stderr(): Writable {
    return this.options.stderr;
  }

  /** True when a progress bar may be drawn: stderr is a terminal and the user did not ask for silence. */
  get canShowProgress(): boolean {
    return this.options.stderrIsTTY && !this.options.quiet && !this.options.verbose;
  }

  /** The result of a command: `value` as JSON with --json, else the human lines. */
  result<T>(value: T, human: (value: T) => string | readonly string[]): void {
    if (this.options.json) {
      this.writeOut(`${JSON.stringify(value, null, 2)}\n`);
      return;
    }
    const lines = human(value);
    const text = typeof lines === 'string' ? lines : lines.join('\n');
    if (text !== '') this.writeOut(`${text}\n`);
  }

  /**
   * The account of a change done (cleared, saved, exported to a file, marked sent): as result(), but
   * --quiet drops the human lines, so a cron job that succeeds prints nothing at all. --json still
   * prints the JSON asked for. Data asked for (a list, a password, a document) goes through result().
   */
  report<T>(value: T, human: (value: T) => string | readonly string[]): void {
    if (this.options.quiet && !this.options.json) return;
    this.result(value, human);
  }

  /**
   * A document as the result (a rendered newsletter): written byte for byte, no newline added, so a
   * redirect to a file gives exactly the document. Still redacted, as every output.
   */
  document(text: string): void {
    this.writeOut(text);
  }

  /** Progress and information for a human (stderr), hidden by --quiet. */
  info(message: string): void {
    if (!this.options.quiet) this.writeErr(`${message}\n`);
  }

  warn(message: string): void {
    this.writeErr(`warning: ${message}\n`);
  }

  /** Details for --verbose (stderr). */
  debug(message: string): void {
    if (this.options.verbose) this.writeErr(`debug: ${message}\n`);
  }

  error(message: string): void {
    this.writeErr(`error: ${message}\n`);
  }

  /** Raw text on stderr (prompts, stack traces), still redacted. */
  writeErr(text: string): void {
    this.options.stderr.write(this.redactor.redact(text));
  }

  private writeOut(text: string): void {
    this.options.stdout.write(this.redactor.redact(text));
  }
}
