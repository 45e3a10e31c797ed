// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area (canCall). Everything the sandbox takes from it passes through this one module.
export * from '@redakcja/api-sdk';
