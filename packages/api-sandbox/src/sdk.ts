// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area. Everything the sandbox takes from it passes through this one module.
import { newsletterMessages } from '../../api-sdk/src/schemas';

export * from '../../api-sdk/src/constants';
export * from '../../api-sdk/src/schemas';

/** The SDK has no generic message for an upload that is not an image: the banner one says it. */
export const NOT_AN_IMAGE_MESSAGE: string = newsletterMessages.bannerNotImage;
