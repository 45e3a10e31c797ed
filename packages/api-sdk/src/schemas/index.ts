/**
 * The contract of the portal API: every entity, form rule, Polish message, default and conversion.
 * One module per area; this barrel is the public entry re-exported by the SDK's main entry.
 */
export * from './adverts';
export * from './articleList';
export * from './articles';
export * from './auth';
export * from './authors';
export * from './bans';
export * from './cache';
export * from './categories';
export * from './categoryList';
export * from './comments';
export * from './dictionaries';
export * from './groups';
export * from './jobOffers';
export * from './kfCompanies';
export * from './logs';
export * from './magazineList';
export * from './magazines';
export * from './media';
export * from './newsletterList';
export * from './newsletters';
export * from './partnerNews';
export * from './partnerNewsList';
export * from './people';
export * from './photoReportages';
export * from './players';
export * from './pressCompanies';
export * from './pressCompanyList';
export * from './pressNews';
export * from './pressNewsList';
export * from './pressPublisherList';
export * from './pressPublishers';
export * from './probes';
export * from './producers';
export * from './rss';
export * from './session';
export * from './shared';
export * from './siloGroups';
export * from './silos';
export * from './sites';
export * from './stats';
export * from './subscribers';
export * from './users';
