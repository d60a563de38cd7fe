// The one error shape of the API (DESIGN.md section 6):
// { "message": "...", "errors": [{ "pointer": "/contactDetails/0/email", "message": "Enter a valid email" }] }
import type { FieldError } from '../shared/validation/fieldErrors';

export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}

/** An error a route throws on purpose; the error handler sends it as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const VALIDATION_FAILED_MESSAGE = 'There is a problem with the information you entered';
