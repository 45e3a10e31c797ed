import { AuthError } from './AuthError';
import { ForbiddenError } from './ForbiddenError';
import { HttpError, type HttpErrorInit } from './HttpError';
import { NotFoundError } from './NotFoundError';
import { ValidationError } from './ValidationError';

/** Picks the error class for a non-2xx answer. */
export function createHttpError(init: HttpErrorInit): HttpError {
  switch (init.status) {
    case 401:
      return new AuthError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 422:
      return new ValidationError(init);
    default:
      return new HttpError(init);
  }
}
