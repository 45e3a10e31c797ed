import { HttpError } from './HttpError';

/** 403: authenticated, but the user's roles do not allow the call. */
export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
}
