import { NOT_JSON, parseJson } from '../http/body';
import { parseWithSchema } from '../http/schema';
import type { CallOptions } from '../http/types';
import { rssGenerateResponseSchema } from '../schemas/rss';
import type { ResourceContext } from './context';

const PATH = '/api/rss/generate';

/** RSS generation. */
export function createRssResource(ctx: ResourceContext) {
  return {
    /** GET /api/rss/generate: the HTML the server answers (show it sanitised or in a sandboxed frame). */
    generate: async (options?: CallOptions): Promise<string> => {
      const text = await ctx.sender.text(
        { method: 'GET', path: PATH, accept: 'text/html, application/json;q=0.9, */*;q=0.8' },
        options,
      );
      const decoded = parseJson(text);
      return parseWithSchema(
        rssGenerateResponseSchema,
        decoded === NOT_JSON || decoded === null ? text : decoded,
        {
          method: 'GET',
          url: ctx.sender.url({ path: PATH }),
        },
      );
    },
  };
}
export type RssResource = ReturnType<typeof createRssResource>;
