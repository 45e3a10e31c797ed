import { conditionalWrite, type WriteOptions } from '../http/conditional';
import { ConflictError } from '../http/errors';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  BAN_LIST_ID,
  BAN_LISTS,
  type BanList,
  type BanListKey,
  type BanListPayload,
  banListSchema,
  banListValues,
  toBanListPayload,
} from '../schemas/bans';
import type { ResourceContext } from './context';

function resourceOf(key: BanListKey): string {
  const list = BAN_LISTS.find((candidate) => candidate.key === key);
  if (!list) throw new RangeError(`Unknown ban list: ${key}`);
  return `/api/${list.resource}`;
}

/** The three blocking lists: GET /api/{black_lists|black_email_domains|black_words}, PUT …/0 {list}. */
export function createBansResource(ctx: ResourceContext) {
  const bans = {
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
    /** Adds one value at the end of a list; false when it was there already (see `change`). */
    add: (key: BanListKey, value: string, options?: CallOptions) =>
      change(key, (values) => (values.includes(value) ? null : [...values, value]), options),
    /** Takes one value off a list; false when it was not on it. */
    remove: (key: BanListKey, value: string, options?: CallOptions) =>
      change(
        key,
        (values) => (values.includes(value) ? values.filter((one) => one !== value) : null),
        options,
      ),
  };

  /**
   * Reads the list and writes it changed, over the list as read: a save made meanwhile (the bans screen,
   * the CLI) is read again and the change made on it, once; it is never overwritten.
   */
  async function change(
    key: BanListKey,
    edit: (values: string[]) => string[] | null,
    options?: CallOptions,
  ): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await bans.get(key, options);
      const next = edit(banListValues(current.list));
      if (next === null) return false;
      try {
        await bans.save(key, toBanListPayload({ list: next.join('\n') }), { ...options, expected: current });
        return true;
      } catch (error) {
        if (!(error instanceof ConflictError) || attempt > 0) throw error;
      }
    }
  }
  return bans;
}
export type BansResource = ReturnType<typeof createBansResource>;
