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

const modules = new WeakMap<ResourceContext, Map<(ctx: ResourceContext) => unknown, unknown>>();

/**
 * One area's module on a client's session, built on first use and kept with the session: a panel that
 * attaches each area where it is used (`resourceOf(client, createCommentsResource).list(…)`) loads only
 * the modules and schemas of the areas a screen uses, instead of all of them (`withResources`).
 */
export function resourceOf<Module>(
  core: Pick<ApiCore, 'context'>,
  factory: (ctx: ResourceContext) => Module,
): Module {
  const context = resourceContext(core);
  let built = modules.get(context);
  if (!built) {
    built = new Map();
    modules.set(context, built);
  }
  if (!built.has(factory)) built.set(factory, factory(context));
  return built.get(factory) as Module;
}
