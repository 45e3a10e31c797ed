import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema modules: the processors every classic schema type refers to, and the generator. */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports (`export function|const|class x`, `export { a as b, c }`). */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) ([\w$]+)/gm))
    if (name) names.add(name);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of (list ?? '').split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

/**
 * The panel parses with zod and never turns a schema into JSON Schema, but every classic schema carries
 * `toJSONSchema` and its type's processor, so zod's JSON Schema modules (about 5 KB gzip) came with every
 * screen on classic zod. In the build they are modules of the same exports that fail when called
 * (`toJSONSchema` and a schema's `~standard.jsonSchema` throw 'JSON Schema is not built into the panel');
 * parsing does not touch them (WEB-58). The SDK's own tests and the CLI run on the real modules.
 */
export function noJsonSchemaPlugin(): Plugin {
  return {
    name: 'redakcja-no-json-schema',
    apply: 'build',
    load: {
      filter: { id: JSON_SCHEMA_MODULE },
      handler(id) {
        if (!JSON_SCHEMA_MODULE.test(id)) return null;
        const names = exportedNames(readFileSync(id, 'utf8'));
        return [
          "const notBuilt = () => { throw new Error('JSON Schema is not built into the panel'); };",
          // Factories (processors, `create…Method`) answer the failing function; called, it throws.
          ...names.map((name) =>
            name === 'toJSONSchema'
              ? 'export const toJSONSchema = notBuilt;'
              : `export const ${name} = () => notBuilt;`,
          ),
        ].join('\n');
      },
    },
  };
}
