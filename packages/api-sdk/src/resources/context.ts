import type { ApiCore, CoreContext } from '../core';
import { createPageReader, type PageReader } from '../hydra/reader';

/** What every resource module is built from: the session's sender and the Hydra page reader. */
export interface ResourceContext extends CoreContext {
  readonly pages: PageReader;
}

const contexts = new WeakMap<CoreContext, ResourceContext>();

/**
 * The context resource modules are built from: the core's session plus one Hydra page reader per core.
 * For one area only: `createCategoriesResource(resourceContext(core))`.
 */
export function resourceContext(core: Pick<ApiCore, 'context'>): ResourceContext {
  let context = contexts.get(core.context);
  if (!context) {
    context = { ...core.context, pages: createPageReader(core.context.sender) };
    contexts.set(core.context, context);
  }
  return context;
}
