import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Injects a request as the member whose session cookie this is. */
export function injectAs(app: FastifyInstance, cookie: string, request: InjectOptions) {
  return app.inject({ ...request, headers: { ...request.headers, cookie } });
}

/**
 * Asserts the status and the one error shape, `{ error: { code, message, fields? } }`
 * with nothing else in it; `message` is checked when given.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
): void {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toEqual({ error: expect.objectContaining({ code, message: message ?? expect.any(String) }) });
  expect(Object.keys(body.error).every((k) => ['code', 'message', 'fields'].includes(k))).toBe(true);
}
