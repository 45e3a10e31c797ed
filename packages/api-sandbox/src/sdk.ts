// The contract this sandbox serves comes from the SDK: schemas, messages, constants and the roles of
// each area (canCall). Everything the sandbox takes from it passes through this one module.
import { sharedMessages, userMessages } from '@redakcja/api-sdk';

export * from '@redakcja/api-sdk';

export const NOT_AN_IMAGE_MESSAGE: string = sharedMessages.notAnImage;
export const USERNAME_TAKEN_MESSAGE: string = userMessages.usernameTaken;
