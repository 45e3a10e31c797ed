/**
 * The modules the route table loads, by the name areas.ts gives them (under src/features/, without
 * extension): every screen, and the light queries modules a route's first query may come from.
 * Generated from the globs of routes.ts by featureModules.test.ts (UPDATE_FEATURE_MODULES=1); types
 * only, nothing of these modules is imported.
 */
export interface ScreenModules {
  'advertisingIndustries/AdvertisingIndustriesListScreen': typeof import('./features/advertisingIndustries/AdvertisingIndustriesListScreen');
  'advertisingIndustries/AdvertisingIndustryFormScreen': typeof import('./features/advertisingIndustries/AdvertisingIndustryFormScreen');
  'adverts/AdvertFormScreen': typeof import('./features/adverts/AdvertFormScreen');
  'adverts/AdvertsListScreen': typeof import('./features/adverts/AdvertsListScreen');
  'articles/ArticleFormScreen': typeof import('./features/articles/ArticleFormScreen');
  'articles/ArticlePreviewScreen': typeof import('./features/articles/ArticlePreviewScreen');
  'articles/ArticlesListScreen': typeof import('./features/articles/ArticlesListScreen');
  'articles/SponsoredArticleFormScreen': typeof import('./features/articles/SponsoredArticleFormScreen');
  'articles/SponsoredArticlesListScreen': typeof import('./features/articles/SponsoredArticlesListScreen');
  'authors/AuthorFormScreen': typeof import('./features/authors/AuthorFormScreen');
  'authors/AuthorsListScreen': typeof import('./features/authors/AuthorsListScreen');
  'bans/BansScreen': typeof import('./features/bans/BansScreen');
  'cache/CacheScreen': typeof import('./features/cache/CacheScreen');
  'categories/CategoriesListScreen': typeof import('./features/categories/CategoriesListScreen');
  'categories/CategoryFormScreen': typeof import('./features/categories/CategoryFormScreen');
  'comments/CommentsScreen': typeof import('./features/comments/CommentsScreen');
  'dictionaries/DictionariesListScreen': typeof import('./features/dictionaries/DictionariesListScreen');
  'dictionaries/DictionaryFormScreen': typeof import('./features/dictionaries/DictionaryFormScreen');
  'google/GoogleCredentialsScreen': typeof import('./features/google/GoogleCredentialsScreen');
  'groups/GroupFormScreen': typeof import('./features/groups/GroupFormScreen');
  'groups/GroupsListScreen': typeof import('./features/groups/GroupsListScreen');
  'home/HomeScreen': typeof import('./features/home/HomeScreen');
  'jobOffers/JobOfferFormScreen': typeof import('./features/jobOffers/JobOfferFormScreen');
  'jobOffers/JobOffersListScreen': typeof import('./features/jobOffers/JobOffersListScreen');
  'kfCompanies/KfCompaniesListScreen': typeof import('./features/kfCompanies/KfCompaniesListScreen');
  'kfCompanies/KfCompanyCreateScreen': typeof import('./features/kfCompanies/KfCompanyCreateScreen');
  'kfCompanies/KfCompanyFormScreen': typeof import('./features/kfCompanies/KfCompanyFormScreen');
  'logs/LogsScreen': typeof import('./features/logs/LogsScreen');
  'newsletters/AlternativeBuilderScreen': typeof import('./features/newsletters/AlternativeBuilderScreen');
  'newsletters/StandardBuilderScreen': typeof import('./features/newsletters/StandardBuilderScreen');
  'newsletters/list/NewslettersListScreen': typeof import('./features/newsletters/list/NewslettersListScreen');
  'partnerNews/PartnerNewsFormScreen': typeof import('./features/partnerNews/PartnerNewsFormScreen');
  'partnerNews/PartnerNewsListScreen': typeof import('./features/partnerNews/PartnerNewsListScreen');
  'people/PeopleListScreen': typeof import('./features/people/PeopleListScreen');
  'people/PersonFormScreen': typeof import('./features/people/PersonFormScreen');
  'photoReportages/PhotoReportageFormScreen': typeof import('./features/photoReportages/PhotoReportageFormScreen');
  'photoReportages/PhotoReportagesListScreen': typeof import('./features/photoReportages/PhotoReportagesListScreen');
  'players/PlayerFormScreen': typeof import('./features/players/PlayerFormScreen');
  'players/PlayersListScreen': typeof import('./features/players/PlayersListScreen');
  'press/PressCompaniesListScreen': typeof import('./features/press/PressCompaniesListScreen');
  'press/PressCompanyFormScreen': typeof import('./features/press/PressCompanyFormScreen');
  'press/PressIssueFormScreen': typeof import('./features/press/PressIssueFormScreen');
  'press/PressIssuesListScreen': typeof import('./features/press/PressIssuesListScreen');
  'press/PressMagazineFormScreen': typeof import('./features/press/PressMagazineFormScreen');
  'press/PressMagazinesListScreen': typeof import('./features/press/PressMagazinesListScreen');
  'press/PressNewsListScreen': typeof import('./features/press/PressNewsListScreen');
  'press/PressNewsShowScreen': typeof import('./features/press/PressNewsShowScreen');
  'pressPublishers/PressPublisherFormScreen': typeof import('./features/pressPublishers/PressPublisherFormScreen');
  'pressPublishers/PressPublishersListScreen': typeof import('./features/pressPublishers/PressPublishersListScreen');
  'probes/ProbeFormScreen': typeof import('./features/probes/ProbeFormScreen');
  'probes/ProbesListScreen': typeof import('./features/probes/ProbesListScreen');
  'producers/ProducerFormScreen': typeof import('./features/producers/ProducerFormScreen');
  'producers/ProducersListScreen': typeof import('./features/producers/ProducersListScreen');
  'rss/RssScreen': typeof import('./features/rss/RssScreen');
  'session/LoginScreen': typeof import('./features/session/LoginScreen');
  'session/PasswordChangeScreen': typeof import('./features/session/PasswordChangeScreen');
  'siloGroups/SiloGroupFormScreen': typeof import('./features/siloGroups/SiloGroupFormScreen');
  'siloGroups/SiloGroupsListScreen': typeof import('./features/siloGroups/SiloGroupsListScreen');
  'silos/SiloFormScreen': typeof import('./features/silos/SiloFormScreen');
  'silos/SilosListScreen': typeof import('./features/silos/SilosListScreen');
  'sites/SiteFormScreen': typeof import('./features/sites/SiteFormScreen');
  'sites/SitesListScreen': typeof import('./features/sites/SitesListScreen');
  'statistics/ArticleStatsScreen': typeof import('./features/statistics/ArticleStatsScreen');
  'statistics/AuthorStatsScreen': typeof import('./features/statistics/AuthorStatsScreen');
  'stats/StatFormScreen': typeof import('./features/stats/StatFormScreen');
  'stats/StatReportScreen': typeof import('./features/stats/StatReportScreen');
  'stats/StatsListScreen': typeof import('./features/stats/StatsListScreen');
  'subscribers/SubscriberFormScreen': typeof import('./features/subscribers/SubscriberFormScreen');
  'subscribers/SubscribersListScreen': typeof import('./features/subscribers/SubscribersListScreen');
  'users/UserFormScreen': typeof import('./features/users/UserFormScreen');
  'users/UsersListScreen': typeof import('./features/users/UsersListScreen');
}

export interface PrefetchModules {
  'advertisingIndustries/listQueries': typeof import('./features/advertisingIndustries/listQueries');
  'adverts/listQueries': typeof import('./features/adverts/listQueries');
  'articles/listQueries': typeof import('./features/articles/listQueries');
  'authors/listQueries': typeof import('./features/authors/listQueries');
  'categories/listQueries': typeof import('./features/categories/listQueries');
  'comments/queries': typeof import('./features/comments/queries');
  'dictionaries/listQueries': typeof import('./features/dictionaries/listQueries');
  'groups/listQueries': typeof import('./features/groups/listQueries');
  'jobOffers/listQueries': typeof import('./features/jobOffers/listQueries');
  'kfCompanies/listQueries': typeof import('./features/kfCompanies/listQueries');
  'logs/queries': typeof import('./features/logs/queries');
  'newsletters/list/queries': typeof import('./features/newsletters/list/queries');
  'partnerNews/listQueries': typeof import('./features/partnerNews/listQueries');
  'people/listQueries': typeof import('./features/people/listQueries');
  'photoReportages/listQueries': typeof import('./features/photoReportages/listQueries');
  'players/listQueries': typeof import('./features/players/listQueries');
  'press/listQueries': typeof import('./features/press/listQueries');
  'pressPublishers/listQueries': typeof import('./features/pressPublishers/listQueries');
  'probes/listQueries': typeof import('./features/probes/listQueries');
  'producers/listQueries': typeof import('./features/producers/listQueries');
  'siloGroups/listQueries': typeof import('./features/siloGroups/listQueries');
  'silos/listQueries': typeof import('./features/silos/listQueries');
  'sites/listQueries': typeof import('./features/sites/listQueries');
  'stats/listQueries': typeof import('./features/stats/listQueries');
  'subscribers/listQueries': typeof import('./features/subscribers/listQueries');
  'users/listQueries': typeof import('./features/users/listQueries');
}
