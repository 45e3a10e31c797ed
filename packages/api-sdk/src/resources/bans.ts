import { conditionalWrite, type WriteOptions } from '../http/conditional';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  BAN_LIST_ID,
  BAN_LISTS,
  type BanList,
  type BanListKey,
  type BanListPayload,
  banListSchema,
} from '../schemas/bans';
import type { ResourceContext } from './context';

function resourceOf(key: BanListKey): string {
  const list = BAN_LISTS.find((candidate) => candidate.key === key);
  if (!list) throw new RangeError(`Unknown ban list: ${key}`);
  return `/api/${list.resource}`;
}

/** The three blocking lists: GET /api/{black_lists|black_email_domains|black_words}, PUT …/0 {list}. */
export function createBansResource(ctx: ResourceContext) {
  return {
    /** The current list ('ips', 'emailDomains' or 'words'). */
    get: (key: BanListKey, options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: resourceOf(key) }, banListSchema, options),
    /**
     * Saves the list (use toBanListPayload(form) for D17's normalisation). With `expected` (the list as
     * read), refused with a ConflictError when someone changed it meanwhile.
     */
    save: (key: BanListKey, payload: BanListPayload, options?: WriteOptions<BanList>) => {
      const target = `${resourceOf(key)}/${encodeId(BAN_LIST_ID)}`;
      return conditionalWrite(options, {
        method: 'PUT',
        url: ctx.sender.url({ path: target }),
        rule: undefined,
        read: (readOptions) =>
          ctx.sender.json({ method: 'GET', path: resourceOf(key) }, banListSchema, readOptions),
        write: (sent) => ctx.sender.json({ method: 'PUT', path: target, json: payload }, banListSchema, sent),
      });
    },
  };
}
export type BansResource = ReturnType<typeof createBansResource>;
