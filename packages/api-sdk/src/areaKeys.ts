/**
 * The names of the product's areas, in the order of `AREA_LIST` (`areas/index.ts`). A list of its own so
 * that what only needs the names, as the panel's `config.json` reader in its entry, does not carry every
 * area's declaration (WEB-52). The compiler holds it equal to the area modules: a name missing here or
 * not declared there fails `tsc` (the order is checked by the access test).
 */
import type { AreaKey as DeclaredAreaKey } from './areas/index';

export const AREA_KEYS = [
  'home',
  'passwordChange',
  'articles',
  'sponsoredArticles',
  'cache',
  'players',
  'comments',
  'bans',
  'newsletters',
  'partnerNews',
  'subscribers',
  'groups',
  'categories',
  'silos',
  'siloGroups',
  'authors',
  'authorStats',
  'articleStats',
  'stats',
  'sites',
  'rss',
  'kfCompanies',
  'users',
  'logs',
  'producers',
  'producersEdit',
  'pressNews',
  'pressCompanies',
  'pressMagazines',
  'adverts',
  'advertisingIndustries',
  'advertsList',
  'advertisingIndustriesList',
  'googleCredentials',
  'people',
  'peopleList',
  'dictionaries',
  'probes',
  'photoReportages',
  'jobs',
  'pressPublishers',
  'agencyNews',
  'trends',
  'events',
  'marketResearch',
  'promotions',
  'phones',
  'pressUsers',
] as const satisfies readonly DeclaredAreaKey[];

export type AreaKey = (typeof AREA_KEYS)[number];

/** Every declared area is named above (a missing one makes this `true` unassignable). */
const namesEveryArea: [Exclude<DeclaredAreaKey, AreaKey>] extends [never]
  ? true
  : Exclude<DeclaredAreaKey, AreaKey> = true;
void namesEveryArea;
