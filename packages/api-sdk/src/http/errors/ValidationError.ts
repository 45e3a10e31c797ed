import { readViolations, type Violation } from '../../schemas/violations';
import { HttpError, type HttpErrorInit } from './HttpError';

/**
 * 422: API Platform's ConstraintViolationList (D20). `violations` lists `{propertyPath, message}`; the panel
 * shows each message under the field its propertyPath names (D13).
 */
export class ValidationError extends HttpError {
  override name = 'ValidationError';

  readonly violations: Violation[];

  constructor(init: HttpErrorInit) {
    super(init);
    this.violations = readViolations(init.body);
  }

  /** The first message for a field, or undefined. */
  messageFor(propertyPath: string): string | undefined {
    return this.violations.find((violation) => violation.propertyPath === propertyPath)?.message;
  }
}
