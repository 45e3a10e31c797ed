import { stringify } from 'csv-stringify/sync';
import { defineResource } from '../db/resource';
import { noWhere } from '../db/store';
import { registerCrud } from '../http/crud';
import { ValidationError } from '../http/errors';
import { buildWhere, dateFilters, partial, queryPairs } from '../http/query';
import { guarded, route } from '../http/route';
import { subscriberMessages, subscriberPatchSchema, subscriberPayloadSchema } from '../sdk';
import { formatDateTime } from '../util/time';
import type { Area } from './types';

export const subscribersResource = defineResource({
  name: 'subscribers',
  type: 'Subscriber',
  table: 'subscribers',
  softDelete: true,
  indexes: [['date'], ['email']],
  fields: {
    email: { type: 'text' },
    date: { type: 'datetime', readOnly: true },
    activeP: { type: 'bool', default: false },
    addByAdmin: { type: 'bool', default: false },
  },
});

export const subscribersArea: Area = {
  resources: [subscribersResource],
  register(app, ctx) {
    const store = ctx.store('subscribers');
    const filters = { ...dateFilters('date'), email: partial('email') };

    // List generation: a CSV of the confirmed subscribers of the range, answered with its link.
    route(app, 'GET', '/api/subscribers/generate', guarded, async (request) => {
      const pairs = queryPairs(request);
      const where = buildWhere(
        {
          ...filters,
          activeP: (value, w) => {
            if (value === 'true' || value === '1') w.clauses.push('activeP = 1');
          },
        },
        pairs,
        noWhere(),
      );
      where.clauses.push('deleted IS NULL');
      const rows = store.list(where, 10_000_000, 0, 'id ASC');
      const csv = stringify(
        rows.map((row) => [
          row.id,
          row.email,
          formatDateTime(row.date as string),
          row.activeP ? 1 : 0,
          row.addByAdmin ? 1 : 0,
        ]),
        { header: true, columns: ['id', 'email', 'date', 'activeP', 'addByAdmin'], record_delimiter: '\r\n' },
      );
      const stamp = ctx.now().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const name = `subscribers_${stamp}_${Math.random().toString(36).slice(2, 8)}.csv`;
      ctx.files.write('exports', name, csv);
      return { link: `/exports/${name}`, count: rows.length };
    });

    registerCrud(app, ctx, {
      resource: 'subscribers',
      filters,
      payload: subscriberPayloadSchema,
      patch: subscriberPatchSchema,
      createdAt: 'date',
      toValues: (data, info) => {
        if (info.op === 'patch') return { activeP: data.activeP };
        // One row per address, deleted ones included, compared as a case-insensitive unique index
        // compares them (SBX-SUB1): a second row would be mailed and exported twice.
        const clash = ctx.db
          .prepare('SELECT id FROM subscribers WHERE lower(email) = lower(?) AND id <> ?')
          .get(data.email, info.existing?.id ?? 0);
        if (clash)
          throw new ValidationError([{ propertyPath: 'email', message: subscriberMessages.emailTaken }]);
        return {
          // Stored as sent: toSubscriberPayload trims it (SB-27).
          email: data.email,
          activeP: data.activeP,
          addByAdmin: data.addByAdmin,
        };
      },
    });
  },
};
