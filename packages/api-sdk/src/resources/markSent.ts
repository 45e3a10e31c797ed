/**
 * Marking a record sent (03 §2): PUT /{path}/{id} with closed and generated (default: now), for the
 * newsletters and the partner boxes, from their lists and their records alike. With `expected` (the
 * record as read) it is refused with a ConflictError when the record changed meanwhile, e.g. was marked
 * sent by someone else.
 */
import type { z } from 'zod';
import type { WriteOptions } from '../http/conditional';
import type { Schema } from '../http/schema';
import { encodeId } from '../http/url';
import { type MarkSentPayload, toMarkSentPayload } from '../schemas/markSent';
import { guardedWrite, type Id } from './base';
import type { ResourceContext } from './context';

/** The `markSent` call of a resource whose records live under `path`, each answer read with `schema`. */
export function markSentOp<S extends Schema>(ctx: ResourceContext, path: string, schema: S) {
  return (id: Id, payload: MarkSentPayload = toMarkSentPayload(), options?: WriteOptions<z.output<S>>) => {
    const target = `${path}/${encodeId(id)}`;
    return guardedWrite(ctx, { method: 'PUT', path: target, schema }, options, (sent) =>
      ctx.sender.json({ method: 'PUT', path: target, json: payload }, schema, sent),
    );
  };
}
