import { HttpError } from './HttpError';

/** 404: the record or route does not exist (edit screens redirect to their list on it). */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
}
