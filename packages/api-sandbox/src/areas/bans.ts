import { getSetting, setSetting } from '../db/database';
import { itemDocument } from '../http/hydra';
import { guarded, route } from '../http/route';
import { validate } from '../http/validate';
import { BAN_LIST_ID, BAN_LISTS, banListPayloadSchema, normalizeBanList } from '../sdk';
import type { Area } from './types';

const TYPES: Record<(typeof BAN_LISTS)[number]['resource'], string> = {
  black_lists: 'BlackList',
  black_email_domains: 'BlackEmailDomain',
  black_words: 'BlackWord',
};

/** The three blocking lists: one record each (id 0) holding `list`, one value per line (D17). */
export const bansArea: Area = {
  resources: [],
  register(app, ctx) {
    for (const list of BAN_LISTS) {
      const type = TYPES[list.resource];
      const document = () =>
        itemDocument(type, {
          '@id': `/api/${list.resource}/${BAN_LIST_ID}`,
          '@type': type,
          id: BAN_LIST_ID,
          list: getSetting(ctx.db, `ban:${list.resource}`) ?? '',
        });
      // The list is a setting, not a row: its writes tell the hub themselves.
      ctx.presenters.set(list.resource, document);
      route(app, 'GET', `/api/${list.resource}`, guarded, async () => document());
      route(app, 'GET', `/api/${list.resource}/${BAN_LIST_ID}`, guarded, async () => document());
      route(app, 'PUT', `/api/${list.resource}/${BAN_LIST_ID}`, guarded, async (request) => {
        const { list: text } = validate(banListPayloadSchema, request.body);
        setSetting(ctx.db, `ban:${list.resource}`, normalizeBanList(text));
        ctx.changed(list.resource, BAN_LIST_ID);
        return document();
      });
    }
  },
};
