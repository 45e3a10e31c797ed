/**
 * Every form, payload and patch schema answers wrong types with a Polish message (the sandbox sends
 * them in 422 bodies) and never throws.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../src/schemas/index';
import { violations } from './helpers';

const ENGLISH = /invalid input|expected|received|too small|too big|unrecognized|must be|required/i;

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value && '_zod' in value;
}

/** The keys of the object a schema checks (through transforms and preprocessing). */
function shapeKeys(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 6; depth += 1) {
    const def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object') return Object.keys(def.shape as object);
    if (def.type === 'pipe') {
      const input = def.in as { _zod: { def: { type: string } } };
      current = input._zod.def.type === 'transform' ? def.out : def.in;
      continue;
    }
    return [];
  }
  return [];
}

/** Every exported body: forms, payloads, patches, requests (field schemas such as mediaIdPayloadSchema excluded). */
const checked = (
  Object.entries(contract).filter(
    ([name, value]) => /(FormSchema|PayloadSchema|PatchSchema|RequestSchema)$/.test(name) && isSchema(value),
  ) as [string, z.ZodType][]
).filter(([name, schema]) => name === 'articlePayloadSchema' || shapeKeys(schema).length > 0);

describe('wrong types get Polish messages', () => {
  it('covers every form, payload and patch schema', () => {
    const names = checked.map(([name]) => name);
    expect(names.length).toBeGreaterThan(60);
    for (const required of [
      'articlePayloadSchema',
      'articleFormSchema',
      'pressCompanyCreatePayloadSchema',
      'playerPayloadSchema',
    ]) {
      expect(names).toContain(required);
    }
  });

  it.each(checked)('%s', (name, schema) => {
    const keys =
      name === 'articlePayloadSchema' ? shapeKeys(contract.standardArticlePayloadSchema) : shapeKeys(schema);
    const bodies: unknown[] = [
      'text',
      42,
      null,
      [],
      {},
      Object.fromEntries(keys.map((key) => [key, { nested: true }])),
      Object.fromEntries(keys.map((key) => [key, [1, 2]])),
      Object.fromEntries(keys.map((key) => [key, -1.5])),
    ];
    for (const body of bodies) {
      const found = violations(schema, body);
      for (const violation of found) {
        expect(violation.message, `${name} ${JSON.stringify(body)} at ${violation.propertyPath}`).not.toMatch(
          ENGLISH,
        );
        expect(violation.message.length).toBeGreaterThan(0);
      }
    }
    for (const root of ['text', 42, null, []]) {
      expect(violations(schema, root)).toEqual([{ propertyPath: '', message: expect.any(String) }]);
    }
  });
});
