/**
 * @redakcja/api-sdk: the typed client and contract of the portal API. Browser-safe: nothing here imports
 * Node modules (the Node pieces are in `@redakcja/api-sdk/node`).
 */

// The contract (schemas, form rules, messages, defaults, conversions), constants and access rules.
export * from './access';
// The client.
export { type ApiClient, type ApiClientOptions, type AuthApi, createApiClient } from './client';
export * from './constants';
export {
  CHANGE_PASSWORD_PATH,
  type Credentials,
  type RefreshLock,
  type SessionEndEvent,
  type SessionListener,
  TOKEN_AUTH_PATH,
  TOKEN_INVALIDATE_PATH,
  TOKEN_REFRESH_PATH,
} from './http/auth';
export * from './http/errors/index';
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
export * from './hydra/index';
export type { AuthorStatsQuery } from './resources/authors';
export type { CollectionOps, CreatableOps, Id, NameFilter, PageFilter, TitleFilter } from './resources/base';
export type { CommentFilter } from './resources/comments';
export type { DictionaryFilter } from './resources/dictionaries';
export type { LogListFilter } from './resources/logs';
export type { NewsletterListFilter } from './resources/newsletters';
export type { PartnerNewsFiles, PartnerNewsListFilter } from './resources/partnerNews';
export type { PeopleFilter } from './resources/people';
export type { SubscriberListFilter } from './resources/subscribers';
export type { UserFilter } from './resources/users';
export * from './schemas/index';
