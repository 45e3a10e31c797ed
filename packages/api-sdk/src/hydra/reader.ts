import type { z } from 'zod';
import type { RequestSender, RequestSpec } from '../http/request';
import { parseWithSchema, type Schema } from '../http/schema';
import type { CallOptions } from '../http/types';
import { hydraCollectionSchema, normaliseCollection } from './collection';
import { createPage, type Page } from './page';
import { iterateItems, iteratePages } from './paginate';

/** Options of a walk over every page. */
export interface PagesOptions extends CallOptions {
  /**
   * Send the next page's request as soon as a page's answer names it, before that page is validated
   * and handed over (one request ahead at most). A long walk (the CLI's export) then keeps the server
   * busy instead of waiting for each page's validation; a walk that stops early has sent one request
   * more, so it is opt-in.
   */
  readAhead?: boolean | undefined;
}

/** Reads Hydra collections through the request sender. */
export interface PageReader {
  /** Fetches and parses one page of a collection call. */
  page<S extends Schema>(spec: RequestSpec, item: S, options?: CallOptions): Promise<Page<z.output<S>>>;
  /** Fetches a page by a link the server gave (`links.next`…), taken as given. */
  pageByLink<S extends Schema>(link: string, item: S, options?: CallOptions): Promise<Page<z.output<S>>>;
  /** Every page of a collection call, following `next`. */
  pages<S extends Schema>(
    spec: RequestSpec,
    item: S,
    options?: PagesOptions,
  ): AsyncGenerator<Page<z.output<S>>>;
  /** Every item of a collection call, page after page. */
  items<S extends Schema>(spec: RequestSpec, item: S, options?: CallOptions): AsyncGenerator<z.output<S>>;
  /** Parses a decoded body as a collection of `item` (the sandbox and tests use it too). */
  parse<S extends Schema>(body: unknown, item: S, where: { method: string; url: string }): Page<z.output<S>>;
}

const envelopes = new WeakMap<Schema, Schema>();

function envelopeOf(item: Schema): Schema {
  let envelope = envelopes.get(item);
  if (!envelope) {
    envelope = hydraCollectionSchema(item);
    envelopes.set(item, envelope);
  }
  return envelope;
}

export function createPageReader(sender: RequestSender): PageReader {
  const parse = <S extends Schema>(body: unknown, item: S, where: { method: string; url: string }) => {
    const parsed = parseWithSchema(envelopeOf(item), body, where) as Parameters<
      typeof normaliseCollection<z.output<S>>
    >[0];
    return createPage(normaliseCollection(parsed));
  };

  const page = async <S extends Schema>(spec: RequestSpec, item: S, options?: CallOptions) => {
    const { body, url } = await sender.unknownJson(spec, options);
    return parse(body, item, { method: spec.method, url });
  };

  const pageByLink = <S extends Schema>(link: string, item: S, options?: CallOptions) =>
    page({ method: 'GET', path: link, link: true }, item, options);

  // Lazy: nothing is fetched until the caller starts iterating.
  async function* pages<S extends Schema>(spec: RequestSpec, item: S, options?: PagesOptions) {
    if (!options?.readAhead) {
      yield* iteratePages(await page(spec, item, options), (link) => pageByLink(link, item, options));
      return;
    }
    const { readAhead: _, ...callOptions } = options;
    let ahead: { link: string; answer: Promise<{ body: unknown; url: string }> } | undefined;
    const read = async (request: RequestSpec) => {
      const taken = ahead?.link === request.path ? ahead.answer : undefined;
      ahead = undefined;
      const { body, url } = await (taken ?? sender.unknownJson(request, callOptions));
      const next = rawNextLink(body);
      if (next !== undefined) {
        const answer = sender.unknownJson({ method: 'GET', path: next, link: true }, callOptions);
        // Not awaited when the walk stops first: its failure must not be an unhandled rejection.
        answer.catch(() => undefined);
        ahead = { link: next, answer };
        // The request reaches the socket only after a few more steps of the HTTP client (undici frees
        // the previous answer's connection, then writes), which would otherwise wait for this page's
        // synchronous validation and the caller's use of it: two turns of the event loop first put the
        // request on the wire while this page is validated (a test watches undici's sendHeaders).
        await eventLoopTurns(2);
      }
      return parse(body, item, { method: request.method, url });
    };
    yield* iteratePages(await read(spec), (link) => read({ method: 'GET', path: link, link: true }));
  }

  return {
    page,
    pageByLink,
    pages,
    items: (spec, item, options) => iterateItems(pages(spec, item, options)),
    parse,
  };
}

/** Resolves after `count` turns of the event loop (setImmediate in Node; a zero timeout elsewhere). */
async function eventLoopTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++)
    await new Promise<void>((resolve) => {
      if (typeof setImmediate === 'function') setImmediate(resolve);
      else setTimeout(resolve, 0);
    });
}

/** The `next` link of a collection answer not yet validated (both spellings, D19), when it is a string. */
function rawNextLink(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const view = record['hydra:view'] ?? record.view;
  if (typeof view !== 'object' || view === null) return undefined;
  const links = view as Record<string, unknown>;
  const next = links['hydra:next'] ?? links.next;
  return typeof next === 'string' ? next : undefined;
}
