import { type FieldError, Messages } from '@portal/domain';
import type { z } from 'zod';

/**
 * An error with an HTTP status and a spec §8 body: 400 `{errorMessage, errors:[{field,message}]}`;
 * 401/403/404/409/429 `{errorMessage, errors: []}`. Thrown anywhere in a route; the error handler
 * (plugins/errors.ts) turns it into the response.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorMessage: string;
  readonly errors: FieldError[];

  constructor(statusCode: number, errorMessage: string, errors: FieldError[] = []) {
    super(errorMessage);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errorMessage = errorMessage;
    this.errors = errors;
  }

  /** The response body of spec §8. */
  toBody(): { errorMessage: string; errors: FieldError[] } {
    return { errorMessage: this.errorMessage, errors: this.errors };
  }
}

/** 400 with field errors; errorMessage defaults to "Sorry, not all fields are filled in correctly.". */
export function badRequest(errors: FieldError[], errorMessage: string = Messages.formIncomplete): ApiError {
  return new ApiError(400, errorMessage, errors);
}

/** 404 "Unfortunately we can't find what you're looking for." (also used so ids of other tenants cannot be probed). */
export function notFound(errorMessage: string = Messages.notFound): ApiError {
  return new ApiError(404, errorMessage);
}

/** 403: signed in, but the role does not allow this. */
export function forbidden(errorMessage = 'You do not have access to this.'): ApiError {
  return new ApiError(403, errorMessage);
}

/** 401: not signed in or the token is invalid or expired. */
export function unauthorized(errorMessage = 'Please sign in.'): ApiError {
  return new ApiError(401, errorMessage);
}

/** 409 naming the conflicting field, e.g. conflict('customerNumber', 'Customer number is already in use.'). */
export function conflict(field: string, message: string): ApiError {
  return new ApiError(409, message, [{ field, message }]);
}

/** 429: too many attempts (rate limit). */
export function tooManyRequests(errorMessage = 'Too many attempts. Please try again later.'): ApiError {
  return new ApiError(429, errorMessage);
}

/** zod issues (e.g. of multipart text fields, which no route schema validates) → spec §8 field errors. */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}
