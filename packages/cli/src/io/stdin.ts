import type { Readable } from 'node:stream';

/** Reads stdin to its end as UTF-8 text (a password, a ban list), stopping when the run is cancelled. */
export async function readAll(stream: Readable, signal?: AbortSignal): Promise<string> {
  const chunks: Buffer[] = [];
  signal?.throwIfAborted();
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    signal?.throwIfAborted();
  }
  return Buffer.concat(chunks).toString('utf8');
}
