export type { SandboxOptions, SeedMode } from './options';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, demoUser } from './seed/users';
export { type Sandbox, startSandbox } from './server';
export type { RuntimeConfig } from './static/serve';
