import net from 'node:net';
import { VERSION_MESSAGES } from '@haven/shared/common/versions';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Injects a request as the member whose session cookie this is. */
export function injectAs(app: FastifyInstance, cookie: string, request: InjectOptions) {
  return app.inject({ ...request, headers: { ...request.headers, cookie } });
}

/**
 * Asserts the status and the one error shape, `{ error: { code, message, fields?, restriction? } }`
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
  expect(Object.keys(body.error).every((k) => ['code', 'message', 'fields', 'restriction'].includes(k))).toBe(
    true,
  );
}

/** An id no row has, for the refusals of an unknown id. */
export const MISSING_ROW_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/**
 * Asserts the refusals of a member's write on one row: 401 with `signIn` for a visitor, 404 with
 * `notFound` for an id no row has and 400 for one that is not an id. `send` makes the write as
 * the member given (null: signed out) on the row named.
 */
export async function expectRowWriteRefusals<Who>(
  send: (who: Who | null, id: string) => Promise<LightMyRequestResponse>,
  who: Who,
  rowId: string,
  messages: { signIn: string; notFound: string },
): Promise<void> {
  expectError(await send(null, rowId), 401, 'UNAUTHENTICATED', messages.signIn);
  expectError(await send(who, MISSING_ROW_ID), 404, 'NOT_FOUND', messages.notFound);
  expectError(await send(who, 'not-an-id'), 400, 'VALIDATION');
}

export type RawAnswer = { status: number | null; body: string; socketError: string | null };

/**
 * Sends `request` (the request line and headers, as written on the wire) to a listening server
 * over plain TCP in pieces of `pieceBytes` with a pause between them, as a request crosses a real
 * network, and reads until the server closes. The answer's status is null when none arrived.
 */
export function sendInPieces(port: number, request: string, pieceBytes = 1024): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const bytes = Buffer.from(request);
    const received: Buffer[] = [];
    let socketError: string | null = null;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
      const bodyAt = text.indexOf('\r\n\r\n');
      resolve({
        status: status ? Number(status) : null,
        body: bodyAt === -1 ? '' : text.slice(bodyAt + 4),
        socketError,
      });
    });
    // Like most clients, it reads the answer once the whole request is sent.
    socket.pause();
    socket.on('connect', async () => {
      for (let at = 0; at < bytes.length && socket.writable; at += pieceBytes) {
        socket.write(bytes.subarray(at, at + pieceBytes));
        await new Promise((wait) => setTimeout(wait, 1));
      }
      socket.resume();
    });
  });
}

/**
 * Asserts an editor's save against the version it opened (decision 143): a save at the row's
 * current version `from` succeeds and raises it; a second save from that same, now older,
 * version gets 409 STALE_VERSION in the one error shape and leaves the row as the first save
 * wrote it; a save from the raised version (an editor that reloaded) succeeds again. `save`
 * sends a save from `version` that writes `text` into one of the row's fields; `readRow` reads
 * the stored row with its `version`.
 */
export async function expectVersionedSaves(
  save: (version: number, text: string) => Promise<LightMyRequestResponse>,
  readRow: () => Promise<{ version: number } | undefined>,
  from = 0,
): Promise<void> {
  expect((await readRow())?.version).toBe(from);
  const first = await save(from, 'First editor text');
  expect(first.statusCode, first.body).toBeLessThan(300);
  const afterFirst = await readRow();
  expect(afterFirst?.version).toBe(from + 1);
  const answered = first.json<{ version?: number }>().version;
  if (answered !== undefined) expect(answered).toBe(from + 1);

  const stale = await save(from, 'Second editor text');
  expectError(stale, 409, 'STALE_VERSION', VERSION_MESSAGES.conflict);
  expect(await readRow()).toEqual(afterFirst);

  const reloaded = await save(from + 1, 'Second editor text');
  expect(reloaded.statusCode, reloaded.body).toBeLessThan(300);
  expect((await readRow())?.version).toBe(from + 2);
}
