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
   * Requests sent ahead of the caller (`true` is 1). With 1, the next page's request leaves as soon as a
   * page's answer names it, before that page is validated and handed over: a long walk (the CLI's
   * export) keeps the server busy instead of waiting for each page's validation. With 2 or more, the
   * pages after that one are requested too, their links guessed from the named one by its `page` number
   * (up to the answer's `last` page): the server then always has the next request waiting while it
   * answers one, and the client's work overlaps it entirely. A guess is used only when a later answer
   * names exactly that link; the first guess an answer contradicts (links that are not page numbers)
   * ends the guessing for the walk. A walk that stops early has sent that many requests more, so it is
   * opt-in.
   */
  readAhead?: boolean | number | undefined;
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
    const { readAhead, ...callOptions } = options;
    const depth = readAhead === true ? 1 : Math.max(1, Math.floor(Number(readAhead)));
    // Requests sent ahead, by the link as the server spells it (or as guessed from it).
    const ahead = new Map<string, Promise<{ body: unknown; url: string }>>();
    let guessing = depth > 1;
    const read = async (request: RequestSpec) => {
      const taken = ahead.get(request.path);
      ahead.delete(request.path);
      const { body, url } = await (taken ?? sender.unknownJson(request, callOptions));
      const next = rawNextLink(body);
      if (next !== undefined) {
        // A guess the server did not confirm: the links are not page numbers; stop guessing.
        if (ahead.size > 0 && !ahead.has(next)) guessing = false;
        const wanted = guessing ? [next, ...followingPages(next, rawLastPage(body), depth - 1)] : [next];
        for (const link of ahead.keys()) if (!wanted.includes(link)) ahead.delete(link);
        let sent = false;
        for (const link of wanted) {
          if (ahead.has(link)) continue;
          const answer = sender.unknownJson({ method: 'GET', path: link, link: true }, callOptions);
          // Not awaited when the walk stops first: its failure must not be an unhandled rejection.
          answer.catch(() => undefined);
          ahead.set(link, answer);
          sent = true;
        }
        // The request reaches the socket only after a few more steps of the HTTP client (undici frees
        // the previous answer's connection, then writes), which would otherwise wait for this page's
        // synchronous validation and the caller's use of it: two turns of the event loop first put the
        // request on the wire while this page is validated (a test watches undici's sendHeaders).
        if (sent) await eventLoopTurns(2);
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

/** A link of a collection answer's view not yet validated (both spellings, D19), when it is a string. */
function rawViewLink(body: unknown, name: 'next' | 'last'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const view = record['hydra:view'] ?? record.view;
  if (typeof view !== 'object' || view === null) return undefined;
  const links = view as Record<string, unknown>;
  const link = links[`hydra:${name}`] ?? links[name];
  return typeof link === 'string' ? link : undefined;
}

const rawNextLink = (body: unknown) => rawViewLink(body, 'next');

/** The `page` number in a link's query (`?page=7`, `&page=7`), when there is one. */
const PAGE_PARAMETER = /([?&]page=)(\d+)(?=&|#|$)/;

/** The last page's number of an answer not yet validated, from its view's `last` link. */
function rawLastPage(body: unknown): number | undefined {
  const match = rawViewLink(body, 'last')?.match(PAGE_PARAMETER);
  return match ? Number(match[2]) : undefined;
}

/**
 * The links of the `count` pages after `link`, spelt as the server spells `link` (only its page number
 * changes), not beyond the last page; none when either number is unknown.
 */
function followingPages(link: string, lastPage: number | undefined, count: number): string[] {
  const match = link.match(PAGE_PARAMETER);
  if (!match || lastPage === undefined) return [];
  const links: string[] = [];
  for (let page = Number(match[2]) + 1; page <= lastPage && links.length < count; page++)
    links.push(link.replace(PAGE_PARAMETER, `$1${page}`));
  return links;
}
