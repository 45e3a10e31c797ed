export type { RouteInfo } from './context';
export type { FaultSettings } from './http/faults';
export type { ResolvedOptions, SandboxOptions, SeedMode } from './options';
export { LOAD_COUNTS } from './seed/load';
export { type ArticleTraits, articleTraits, DEMO_COUNTS, DEMO_RECORDS } from './seed/records';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, demoUser } from './seed/users';
export { type Sandbox, startSandbox } from './server';
