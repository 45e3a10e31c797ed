/**
 * WEB-72: the first query of a list screen, sent by index.html's inline script the moment the session's
 * refresh has answered, instead of when the panel's code has loaded, evaluated and resolved the route's
 * query options (about 150 ms later). The session core takes the answer for its first GET of the same
 * URL (session/earlyRefresh.ts); a URL the SDK does not ask for is never used.
 *
 * Route path → the URL the SDK asks for a fresh address (page 1, no search, no filter), relative to the
 * API's base. The inline script uses it only when the address has no query string. The build cannot run
 * the SDK, so the URLs are repeated here: firstQueries.test.ts derives them from each route's `prefetch`
 * through the SDK and holds them equal (the SDK stays their owner). Self-contained: vite.config.ts imports
 * it.
 */
export const FIRST_QUERIES: Readonly<Record<string, string>> = {
  articles: '/api/articles?page=1&sponsored=0',
  articles_sponsored: '/api/articles?page=1&sponsored=1',
  comments: '/api/comments?page=1',
  groups: '/api/groups?page=1',
  categories: '/api/categories?page=1',
  stats: '/api/stats?page=1',
  'newsletters/listing': '/api/newsletters?page=1',
  'newsletter_partner_news/listing': '/api/newsletter_partner_news?page=1',
  subscribers: '/api/subscribers?page=1',
  kf_companies: '/api/kf_companies?page=1',
  logs: '/api/logs?page=1',
  advs: '/api/advs?page=1',
  adv_industries: '/api/adv_industries?page=1',
  dictionaries: '/api/dictionaries?page=1',
  probes: '/api/probes?page=1',
  'prs/admin_index_news': '/api/news?page=1',
  'pr_companies/index': '/api/companies?page=1',
  press_magazines: '/api/press_magazines?page=1',
  jobs: '/api/job_offers?page=1',
  photo_reportages: '/api/photo_reportages?page=1',
  press_publishers: '/api/press_publishers?page=1',
};
