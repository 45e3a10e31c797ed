// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area (canCall). Everything the sandbox takes from it passes through this one module.
import { newsletterMessages, sharedMessages } from '@redakcja/api-sdk';

export * from '@redakcja/api-sdk';

/** The SDK has no generic message for an upload that is not an image: the banner one says it. */
export const NOT_AN_IMAGE_MESSAGE: string = newsletterMessages.bannerNotImage;

/** The SDK has no message for a username already taken: its generic invalid-value text. */
export const USERNAME_TAKEN_MESSAGE: string = sharedMessages.invalidValue;
