import type { FastifyRequest } from 'fastify';
import type { Change, Context } from '../context';
import { itemDocument } from '../http/hydra';
import { iri } from '../sdk';
import { apiOrigin } from './routes';

/**
 * Publishes the rows a request wrote, as API Platform's `mercure: true` does after a flush: each
 * record once, to the topic of its absolute IRI; a created or updated record as the JSON-LD its GET
 * answers, a deleted one (removed or soft-deleted) as its `@id` alone. Every update is private: each
 * read of the API needs a login, so only subscribers whose token allows the record receive it.
 */
export function publishChanges(ctx: Context, request: FastifyRequest): void {
  const hub = ctx.hub;
  if (!hub || ctx.changes.length === 0) return;
  const latest = new Map<string, Change>();
  for (const change of ctx.changes.splice(0)) {
    const key = `${change.resource}/${change.id}`;
    latest.delete(key);
    latest.set(key, change);
  }
  const origin = apiOrigin(ctx, request);
  for (const change of latest.values()) {
    const id = iri(change.resource, change.id);
    const data = change.kind === 'delete' ? { '@id': id } : present(ctx, change);
    if (!data) continue;
    hub.publish({ topics: [`${origin}${id}`], data: JSON.stringify(data), private: true });
  }
}

function present(ctx: Context, change: Change): Record<string, unknown> | undefined {
  const store = ctx.store(change.resource);
  const row = store.find(change.id);
  if (!row) return undefined;
  const presenter = ctx.presenters.get(change.resource);
  return presenter ? presenter(change.id) : itemDocument(store.resource.type, store.decode(row));
}
