import type { z } from 'zod';
import { type ApiClientOptions, type ApiCore, createApiCore } from './core';
import type { Schema } from './http/schema';
import type { CallOptions } from './http/types';
import type { Page } from './hydra/page';
import type { PagesOptions } from './hydra/reader';
import { createAdvertsResource, createAdvIndustriesResource } from './resources/adverts';
import { createArticlesResource } from './resources/articles';
import { createAuthorsResource } from './resources/authors';
import { createBansResource } from './resources/bans';
import { createCreatableResource } from './resources/base';
import { createCacheResource } from './resources/cache';
import { createCategoriesResource } from './resources/categories';
import { createCommentsResource } from './resources/comments';
import { type ResourceContext, resourceContext } from './resources/context';
import { createDictionariesResource } from './resources/dictionaries';
import { createGoogleResource } from './resources/google';
import { createGroupsResource } from './resources/groups';
import { createJobOffersResource } from './resources/jobOffers';
import { createKfCompaniesResource } from './resources/kfCompanies';
import { createLogsResource } from './resources/logs';
import { createMediaResource } from './resources/media';
import { createNewslettersResource } from './resources/newsletters';
import { createPartnerNewsResource } from './resources/partnerNews';
import { createPeopleResource } from './resources/people';
import { createPhotoReportagesResource } from './resources/photoReportages';
import { createPlayersResource } from './resources/players';
import { createPressCompaniesResource } from './resources/pressCompanies';
import { createPressIssuesResource } from './resources/pressIssues';
import { createPressMagazinesResource } from './resources/pressMagazines';
import { createPressNewsResource } from './resources/pressNews';
import { createPressPublishersResource } from './resources/pressPublishers';
import { createProbesResource } from './resources/probes';
import { createProducersResource } from './resources/producers';
import { createRssResource } from './resources/rss';
import { createSelectsResource } from './resources/selects';
import { createSiloGroupsResource } from './resources/siloGroups';
import { createSilosResource } from './resources/silos';
import { createSitesResource } from './resources/sites';
import { createStatsResource } from './resources/stats';
import { createSubscribersResource } from './resources/subscribers';
import { createUsersResource } from './resources/users';

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

/** One module per area of the specification. */
function createResources(ctx: ResourceContext) {
  return {
    articles: createArticlesResource(ctx),
    media: createMediaResource(ctx),
    authors: createAuthorsResource(ctx),
    categories: createCategoriesResource(ctx),
    groups: createGroupsResource(ctx),
    silos: createSilosResource(ctx),
    siloGroups: createSiloGroupsResource(ctx),
    people: createPeopleResource(ctx),
    selects: createSelectsResource(ctx),
    newsletters: createNewslettersResource(ctx),
    partnerNews: createPartnerNewsResource(ctx),
    jobOffers: createJobOffersResource(ctx),
    subscribers: createSubscribersResource(ctx),
    sites: createSitesResource(ctx),
    stats: createStatsResource(ctx),
    rss: createRssResource(ctx),
    adverts: createAdvertsResource(ctx),
    advIndustries: createAdvIndustriesResource(ctx),
    dictionaries: createDictionariesResource(ctx),
    probes: createProbesResource(ctx),
    kfCompanies: createKfCompaniesResource(ctx),
    pressCompanies: createPressCompaniesResource(ctx),
    pressNews: createPressNewsResource(ctx),
    producers: createProducersResource(ctx),
    pressMagazines: createPressMagazinesResource(ctx),
    pressIssues: createPressIssuesResource(ctx),
    pressPublishers: createPressPublishersResource(ctx),
    photoReportages: createPhotoReportagesResource(ctx),
    players: createPlayersResource(ctx),
    users: createUsersResource(ctx),
    logs: createLogsResource(ctx),
    comments: createCommentsResource(ctx),
    cache: createCacheResource(ctx),
    bans: createBansResource(ctx),
    google: createGoogleResource(ctx),
    /** A creatable select on any resource path: `creatable('/api/authors').lookup(name)`. */
    creatable: createCreatableResource(ctx),
  };
}
