/**
 * The browser's JSON client for our API (spec section 8, transport). A failed request
 * throws ApiError: `message` is the server's message (or a fallback), `text` the spec's
 * "{status}: {detail}" form, `fields` the per-field messages of a 400, `code` the server's
 * error code (`step_up_required`...).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get text(): string {
    return `${this.status}: ${this.message}`;
  }
}

/** The ApiError of a failed answer. */
export async function errorOf(response: Response): Promise<ApiError> {
  const { message, fields, code } = await detailOf(response);
  return new ApiError(response.status, message, fields, code);
}

async function detailOf(
  response: Response,
): Promise<{ message: string; fields?: Record<string, string>; code?: string }> {
  const body = await response.text();
  try {
    const parsed = JSON.parse(body) as {
      message?: string;
      error?: { code?: string; fields?: Record<string, string> };
    };
    return {
      message: parsed.message || response.statusText,
      fields: parsed.error?.fields,
      code: parsed.error?.code,
    };
  } catch {
    if (/<html|<!doctype/i.test(body)) return { message: "Server error - please try again later" };
    return { message: body.slice(0, 100) || response.statusText };
  }
}

export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "include",
    ...rest,
    headers: { "Content-Type": "application/json", ...headers },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, "Invalid response format - expected JSON");
  }
}

/** SWR's fetcher: GET the key. */
export const fetchJson = <T>(path: string) => apiFetch<T>(path);
