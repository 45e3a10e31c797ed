/**
 * @redakcja/api-sdk: the typed client and contract of the portal API. Browser-safe: nothing here imports
 * Node modules (the Node pieces are in `@redakcja/api-sdk/node`).
 */

// The contract (schemas, form rules, messages, defaults, conversions), constants and access rules.
export * from './access';
// Each area's module: its declaration, and its list's half where it holds it.
export * from './areas/modules';
// The client: the whole of it, or the session-only core with the modules attached later (lighter login).
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiCore,
  type AuthApi,
  type CoreContext,
  createApiClient,
  type PagingClient,
  type ResourceContext,
  resourceContext,
  resourceOf,
  withPaging,
  withResources,
} from './client';
export * from './constants';
export { createApiCore } from './core';
export {
  CHANGE_PASSWORD_PATH,
  type Credentials,
  type RefreshLock,
  refreshRequest,
  type SessionEndEvent,
  type SessionListener,
  TOKEN_AUTH_PATH,
  TOKEN_INVALIDATE_PATH,
  TOKEN_REFRESH_PATH,
} from './http/auth';
export {
  type ConflictRule,
  changedFields,
  type MergeOutcome,
  mergeChanges,
  sameValue,
  type WriteOptions,
} from './http/conditional';
export * from './http/errors/index';
export { isPolishServerMessage, loginFailureMessage } from './http/loginFailure';
export {
  type FormFields,
  type FormFieldValue,
  METHOD_OVERRIDE_FIELD,
  type NamedBytes,
  toFormData,
  type UploadFile,
} from './http/multipart';
export {
  JSON_CONTENT_TYPE,
  JSON_LD_ACCEPT,
  MERGE_PATCH_CONTENT_TYPE,
  RequestSender,
  type RequestSpec,
} from './http/request';
export { authorizedGetRequest, type ShapedRequest } from './http/requestShape';
export {
  isRetryableMethod,
  isRetryableStatus,
  parseRetryAfter,
  type RetryInfo,
  type RetryOptions,
} from './http/retry';
export { readJwt, type Session, type SessionStore, type StoredSession } from './http/session';
export type { CallOptions, FetchLike, HttpMethod } from './http/types';
export { buildQuery, encodeId, type Query, type QueryValue } from './http/url';
export { versionOf } from './http/versions';
export * from './hydra/index';
export { generatePassword } from './passwords/generatePassword';
// One factory per area, for a bundle that needs a few areas only: `createXResource(resourceContext(core))`.
export * from './resources/index';
export * from './roleScopes';
export { RUNTIME_CONFIG_FILE, type RuntimeConfig } from './runtimeConfig';
export * from './schemas/index';
