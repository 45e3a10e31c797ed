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
    const fallback = change.iri ?? iri(change.resource, change.id);
    const data = change.kind === 'delete' ? { '@id': fallback } : present(ctx, change);
    if (!data) continue;
    const path = typeof data['@id'] === 'string' ? data['@id'] : fallback;
    hub.publish({ topics: [`${origin}${path}`], data: JSON.stringify(data), private: true });
  }
}

/** The record as its GET answers it; undefined when it is gone (a write rolled back or undone). */
function present(ctx: Context, change: Change): Record<string, unknown> | undefined {
  const presenter = ctx.presenters.get(change.resource);
  if (presenter) {
    const store = ctx.hasStore(change.resource) ? ctx.store(change.resource) : undefined;
    if (store && !store.exists(change.id)) return undefined;
    return presenter(change.id);
  }
  const store = ctx.store(change.resource);
  const row = store.find(change.id);
  return row ? itemDocument(store.resource.type, store.decode(row)) : undefined;
}
