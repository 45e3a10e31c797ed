import type { Readable, Writable } from 'node:stream';

/** The questions a command may ask on a terminal. Tests pass scripted answers. */
export interface Prompts {
  input(message: string): Promise<string>;
  password(message: string): Promise<string>;
  confirm(message: string): Promise<boolean>;
}

/**
 * Prompts drawn by inquirer on stderr (stdout stays for results), loaded only when a question is
 * actually asked so that `redakcja --help` does not pay for them.
 */
export function inquirerPrompts(streams: {
  input: Readable;
  output: Writable;
  signal: AbortSignal;
}): Prompts {
  const context = { input: streams.input, output: streams.output, signal: streams.signal };
  return {
    async input(message) {
      const { default: input } = await import('@inquirer/input');
      return input({ message, required: true }, context);
    },
    async password(message) {
      const { default: password } = await import('@inquirer/password');
      return password({ message, mask: true }, context);
    },
    async confirm(message) {
      const { default: confirm } = await import('@inquirer/confirm');
      return confirm({ message, default: false }, context);
    },
  };
}
