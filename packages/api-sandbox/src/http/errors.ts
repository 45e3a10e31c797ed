// The error bodies of the portal's API (D20): LexikJWT's {code, message} for 401s of the token layer,
// API Platform's ConstraintViolationList for 422s, and hydra:Error with hydra:description otherwise.

export interface Violation {
  propertyPath: string;
  message: string;
  code?: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): Record<string, unknown> {
    return {
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': this.message,
      title: 'An error occurred',
      detail: this.message,
      status: this.status,
    };
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Not Found') {
    super(404, message);
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'Access Denied.') {
    super(403, message);
  }
}

/**
 * 412: the record changed since the client read it (its `If-Match` names an older tag). The description
 * is Polish: the panel may show it as it is.
 */
export class PreconditionFailedError extends ApiError {
  constructor(message = 'Ten rekord został zmieniony przez kogoś innego, odkąd go wczytano.') {
    super(412, message);
  }
}

/** LexikJWT's 401 (and the refresh-token bundle's): `{"code":401,"message":"Expired JWT Token"}`. */
export class JwtError extends ApiError {
  constructor(message: string) {
    super(401, message);
  }

  override body(): Record<string, unknown> {
    return { code: 401, message: this.message };
  }
}

export class ValidationError extends ApiError {
  constructor(readonly violations: Violation[]) {
    super(
      422,
      violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'),
    );
  }

  override body(): Record<string, unknown> {
    return {
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': this.message,
      title: 'An error occurred',
      detail: this.message,
      status: 422,
      violations: this.violations.map((v) => ({
        propertyPath: v.propertyPath,
        message: v.message,
        code: v.code ?? null,
      })),
    };
  }
}
