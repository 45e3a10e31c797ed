import type { z } from 'zod';
import { type ApiClientOptions, type ApiCore, createApiCore } from './core';
import type { Schema } from './http/schema';
import type { CallOptions } from './http/types';
import type { Page } from './hydra/page';
import type { PagesOptions } from './hydra/reader';
import { type ResourceContext, resourceContext } from './resources/context';
import * as resourceModules from './resources/index';

export type { ApiClientOptions, ApiCore, AuthApi, CoreContext } from './core';
export { type ResourceContext, resourceContext, resourceOf } from './resources/context';

/**
 * Adds the paging helpers to a session-only client, without any resource module: a panel attaches each
 * area where it is used (`resourceOf(client, createCommentsResource)`), so a screen loads the modules and
 * schemas of its own areas only.
 */
export function withPaging<Core extends ApiCore>(core: Core) {
  const { pages } = resourceContext(core);
  return {
    ...core,
    /** Fetches any collection page by a link the server gave, parsing its items with `item`. */
    getPage: <S extends Schema>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): Promise<Page<z.output<S>>> => pages.pageByLink(link, item, callOptions),
    /** Every page from a link on, following `next` (stops on no next, an empty page or a repeated link). */
    pagesFrom: <S extends Schema>(
      link: string,
      item: S,
      callOptions?: PagesOptions,
    ): AsyncGenerator<Page<z.output<S>>> =>
      pages.pages({ method: 'GET', path: link, link: true }, item, callOptions),
    /** Every item of every page from a link on. */
    itemsFrom: <S extends Schema>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): AsyncGenerator<z.output<S>> =>
      pages.items({ method: 'GET', path: link, link: true }, item, callOptions),
  };
}

/** A session-only client with the paging helpers (`withPaging`). */
export type PagingClient = ReturnType<typeof withPaging<ApiCore>>;

/**
 * Adds the paging helpers and one module per area of the specification to a session-only client: what
 * `createApiClient` returns, on the same session.
 */
export function withResources<Core extends ApiCore>(core: Core) {
  return { ...withPaging(core), ...createResources(resourceContext(core)) };
}

/** Builds the whole client: `auth`, the paging helpers and one module per area of the specification. */
export function createApiClient(options: ApiClientOptions) {
  return withResources(createApiCore(options));
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Factories = typeof resourceModules;
/** `createGroupsResource` → `groups`; a list's own factory (`createGroupListResource`) is not one. */
type ResourceName<Export> = Export extends `create${infer Name}Resource`
  ? Name extends `${string}List`
    ? never
    : Uncapitalize<Name>
  : never;
type Resources = {
  [Export in keyof Factories as ResourceName<Export>]: Factories[Export] extends (
    ctx: ResourceContext,
  ) => infer Module
    ? Module
    : never;
};

const FACTORY_NAME = /^create(\w+)Resource$/;

/**
 * One module per area of the specification: every `create…Resource` the resources export, under its name
 * (`createGroupsResource` → `groups`; `creatable('/api/authors').lookup(name)` is a creatable select on any
 * resource path). An area's resource module is its entry here: no list of them is kept by hand.
 */
function createResources(ctx: ResourceContext): Resources {
  const resources: Record<string, unknown> = {};
  for (const [name, factory] of Object.entries(resourceModules)) {
    const area = FACTORY_NAME.exec(name)?.[1];
    if (!area || area.endsWith('List') || typeof factory !== 'function') continue;
    resources[area.charAt(0).toLowerCase() + area.slice(1)] = (factory as (ctx: ResourceContext) => unknown)(
      ctx,
    );
  }
  return resources as Resources;
}
