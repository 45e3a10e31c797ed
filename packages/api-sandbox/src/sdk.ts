// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area. Everything the sandbox takes from it passes through this one module.
export * from '../../api-sdk/src/constants';
export * from '../../api-sdk/src/schemas/bans';
export * from '../../api-sdk/src/schemas/cache';
export * from '../../api-sdk/src/schemas/comments';
export * from '../../api-sdk/src/schemas/logs';
export * from '../../api-sdk/src/schemas/media';
export * from '../../api-sdk/src/schemas/rss';
export * from '../../api-sdk/src/schemas/session';
export * from '../../api-sdk/src/schemas/shared';

import { sharedMessages as messages } from '../../api-sdk/src/schemas/shared';
/** The SDK has no message for an upload that is not an image yet: its generic invalid-value text. */
export const NOT_AN_IMAGE_MESSAGE: string = messages.invalidValue;
export * from '../../api-sdk/src/schemas/articles';
export * from '../../api-sdk/src/schemas/authors';
export * from '../../api-sdk/src/schemas/categories';
export * from '../../api-sdk/src/schemas/groups';
export * from '../../api-sdk/src/schemas/jobOffers';
export * from '../../api-sdk/src/schemas/people';
export * from '../../api-sdk/src/schemas/siloGroups';
export * from '../../api-sdk/src/schemas/silos';
