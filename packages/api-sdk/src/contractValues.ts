/**
 * `@redakcja/api-sdk/constants`: the light entry. The contract's constants and Polish messages as plain
 * data and functions, without zod and without the client: what @redakcja/ui shows itself (delays,
 * limits, the image size rules, dialog and newsletter texts) comes from here, so a component library
 * that must never call the API can depend on it without carrying the schemas into its bundles.
 */
export * from './access';
export * from './constants';
export { generatePassword } from './passwords/generatePassword';
export * from './roleScopes';
export { RUNTIME_CONFIG_FILE, type RuntimeConfig } from './runtimeConfig';
export * from './schemas/conflictMessages';
export * from './schemas/dateBounds';
export * from './schemas/dateMessages';
export * from './schemas/dates';
export * from './schemas/links';
export * from './schemas/liveMessages';
export * from './schemas/looseValues';
export * from './schemas/mediaMessages';
export * from './schemas/messages';
export * from './schemas/newsletterMessages';
