import { defineResource } from '../db/resource';
import { listDocument } from '../http/crud';
import { itemDocument } from '../http/hydra';
import { containsPattern, dateFilters, partial } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam } from '../http/validate';
import { iri } from '../sdk';
import type { Area } from './types';

export const logsResource = defineResource({
  name: 'logs',
  type: 'Log',
  table: 'logs',
  softDelete: false,
  fields: {
    user: { type: 'ref', ref: 'users' },
    loggedAt: { type: 'datetime' },
    log: { type: 'text' },
  },
});

/** Login history: read only, newest first, `loggedAt[before]` (and the other DateFilter bounds). */
export const logsArea: Area = {
  resources: [logsResource],
  register(app, ctx) {
    const store = ctx.store('logs');
    const users = ctx.store('users');
    const present = (json: Record<string, unknown>, row: Record<string, unknown>) => {
      const user = typeof row.user === 'number' ? users.find(row.user) : undefined;
      return {
        ...json,
        user: user
          ? { '@id': iri('users', user.id), '@type': 'User', id: user.id, username: user.username }
          : null,
      };
    };
    const filters = {
      ...dateFilters('loggedAt'),
      log: partial('log'),
      'user.username': (value: string, where: { clauses: string[]; params: unknown[] }) => {
        if (value === '') return;
        where.clauses.push(`"user" IN (SELECT id FROM users WHERE pl_lower(username) LIKE ? ESCAPE '\\')`);
        where.params.push(containsPattern(value));
      },
    };
    route(app, 'GET', '/api/logs', guarded, async (request) =>
      listDocument(ctx, request, store, { filters, present, order: '"loggedAt" DESC, id DESC' }),
    );
    route(app, 'GET', '/api/logs/:id', guarded, async (request) => {
      const row = store.get(idParam(request.params));
      return itemDocument('Log', present(store.decode(row), row));
    });
  },
};
