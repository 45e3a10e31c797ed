import type { z } from 'zod';
import type { RequestSender, RequestSpec } from '../http/request';
import { parseWithSchema } from '../http/schema';
import type { CallOptions } from '../http/types';
import { hydraCollectionSchema, normaliseCollection } from './collection';
import { createPage, type Page } from './page';
import { iterateItems, iteratePages } from './paginate';

/** Reads Hydra collections through the request sender. */
export interface PageReader {
  /** Fetches and parses one page of a collection call. */
  page<S extends z.ZodType>(spec: RequestSpec, item: S, options?: CallOptions): Promise<Page<z.output<S>>>;
  /** Fetches a page by a link the server gave (`links.next`…), taken as given. */
  pageByLink<S extends z.ZodType>(link: string, item: S, options?: CallOptions): Promise<Page<z.output<S>>>;
  /** Every page of a collection call, following `next`. */
  pages<S extends z.ZodType>(
    spec: RequestSpec,
    item: S,
    options?: CallOptions,
  ): AsyncGenerator<Page<z.output<S>>>;
  /** Every item of a collection call, page after page. */
  items<S extends z.ZodType>(spec: RequestSpec, item: S, options?: CallOptions): AsyncGenerator<z.output<S>>;
  /** Parses a decoded body as a collection of `item` (the sandbox and tests use it too). */
  parse<S extends z.ZodType>(
    body: unknown,
    item: S,
    where: { method: string; url: string },
  ): Page<z.output<S>>;
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function envelopeOf(item: z.ZodType): z.ZodType {
  let envelope = envelopes.get(item);
  if (!envelope) {
    envelope = hydraCollectionSchema(item);
    envelopes.set(item, envelope);
  }
  return envelope;
}

export function createPageReader(sender: RequestSender): PageReader {
  const parse = <S extends z.ZodType>(body: unknown, item: S, where: { method: string; url: string }) => {
    const parsed = parseWithSchema(envelopeOf(item), body, where) as Parameters<
      typeof normaliseCollection<z.output<S>>
    >[0];
    return createPage(normaliseCollection(parsed));
  };

  const page = async <S extends z.ZodType>(spec: RequestSpec, item: S, options?: CallOptions) => {
    const { body, url } = await sender.unknownJson(spec, options);
    return parse(body, item, { method: spec.method, url });
  };

  const pageByLink = <S extends z.ZodType>(link: string, item: S, options?: CallOptions) =>
    page({ method: 'GET', path: link, link: true }, item, options);

  // Lazy: nothing is fetched until the caller starts iterating.
  async function* pages<S extends z.ZodType>(spec: RequestSpec, item: S, options?: CallOptions) {
    yield* iteratePages(await page(spec, item, options), (link) => pageByLink(link, item, options));
  }

  return {
    page,
    pageByLink,
    pages,
    items: (spec, item, options) => iterateItems(pages(spec, item, options)),
    parse,
  };
}
