// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area (canCall). Everything the sandbox takes from it passes through this one module, except the
// option defaults (options.ts), which the bin reads from the SDK's light entry before it loads the server.
export * from '@redakcja/api-sdk';
