import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import type { ApiErrorBody } from '@haven/shared/common/errors';
import { type RestrictionNotice, restrictionText } from '@haven/shared/moderation/rules';

/** A failed API call; `message` is the server's text for the user (show it through messageFor). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** The suspension or ban that refused a write, which the site words in the reader's own zone. */
  readonly restriction?: RestrictionNotice;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    restriction?: RestrictionNotice,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.restriction = restriction;
  }

  /** True when the request never got an answer (offline, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type RequestOptions = { signal?: AbortSignal };

/** What the client reads of an answer: a fetch Response, or the server's in-process answer. */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'text'>;

/** How a request reaches the API: the browser's fetch, or the server's own in-process call while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiAnswer>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Replaces how requests reach the API (the server renderer answers them in-process). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: ApiAnswer): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: ApiAnswer;
  try {
    response = await transport(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', AUTH_MESSAGES.genericError);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      const { code, message, fields, restriction } = data.error;
      throw new ApiError(response.status, code, message, fields, restriction);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', AUTH_MESSAGES.genericError);
  }
  return data as T;
}

/** The one client every feature's endpoint file goes through. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  /** `body` only where the deletion must be confirmed, such as deleting one's account with the password. */
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

/** The text to show for any thrown value. */
export function getErrorMessage(error: unknown, fallback: string = AUTH_MESSAGES.genericError): string {
  if (error instanceof ApiError) {
    return error.restriction ? restrictionText(error.restriction) : error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
