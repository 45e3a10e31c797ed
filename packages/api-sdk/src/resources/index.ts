/** One module per area: factories, their filters and module types (built on `resourceContext(core)`). */
export * from './advertisingIndustryList';
export * from './advertList';
export * from './adverts';
export * from './articleList';
export * from './articles';
export * from './authorList';
export * from './authors';
export * from './bans';
export {
  type CollectionOps,
  type CreatableOps,
  createCreatableResource,
  type Id,
  type NameFilter,
  type PageFilter,
  type TitleFilter,
} from './base';
export * from './cache';
export * from './categories';
export * from './categoryList';
export * from './comments';
export * from './dictionaries';
export * from './dictionaryList';
export * from './google';
export * from './groupList';
export * from './groups';
export * from './jobOfferList';
export * from './jobOffers';
export * from './kfCompanies';
export * from './kfCompanyList';
export * from './logs';
export * from './media';
export * from './newsletterList';
export * from './newsletters';
export * from './partnerNews';
export * from './partnerNewsList';
export * from './people';
export * from './personList';
export * from './photoReportageList';
export * from './photoReportages';
export * from './playerList';
export * from './players';
export * from './pressCompanies';
export * from './pressCompanyList';
export * from './pressIssues';
export * from './pressMagazineList';
export * from './pressMagazines';
export * from './pressNews';
export * from './pressNewsList';
export * from './pressPublisherList';
export * from './pressPublishers';
export * from './probeList';
export * from './probes';
export * from './producerList';
export * from './producers';
export * from './rss';
export * from './selects';
export * from './siloGroupList';
export * from './siloGroups';
export * from './siloList';
export * from './silos';
export * from './siteList';
export * from './sites';
export * from './statList';
export * from './stats';
export * from './subscriberList';
export * from './subscribers';
export * from './userList';
export * from './users';
