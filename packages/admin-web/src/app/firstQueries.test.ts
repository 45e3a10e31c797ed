import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { deriveFirstQueries } from './firstQueries';

describe("the boot's first list queries (WEB-72)", () => {
  it("are the SDK's own URLs for a fresh address of every list route without a parameter", async () => {
    const firstQueries = await deriveFirstQueries();
    expect(Object.keys(firstQueries).sort()).toEqual(
      ROUTES.filter((route) => route.prefetch && !route.path.includes(':'))
        .map((route) => route.path)
        .sort(),
    );
    // Page 1, no search, no filter, under the API's base; a list with a fixed filter keeps it.
    expect(firstQueries).toMatchObject({
      comments: '/api/comments?page=1',
      categories: '/api/categories?page=1',
      articles: '/api/articles?page=1&sponsored=0',
      articles_sponsored: '/api/articles?page=1&sponsored=1',
      'prs/admin_index_news': '/api/news?page=1',
      jobs: '/api/job_offers?page=1',
    });
  });
});
