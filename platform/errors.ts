export const statusByCode = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** A protected action needs a second factor proven in the last ten minutes. */
  step_up_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

/** A failure the client should hear about, with a message fit to show a person. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }

  get status(): number {
    return statusByCode[this.code];
  }

  /** The API's one error shape; the spec's clients read the top-level `message`. */
  get body() {
    return {
      success: false,
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
      message: this.message,
    };
  }
}
