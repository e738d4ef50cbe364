import { Writable } from 'node:stream';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './edge-input.ts';
import { RequestLog, SLOW_REQUEST_MS } from './request-log.ts';

async function appWithLog() {
  const lines: { msg: string; level: number; res?: { statusCode: number }; req?: { url: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = { ...(loggerOptions('info') as FastifyLoggerOptions), stream };
  const app = Fastify({ logger, logController: new RequestLog() });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return { app, lines };
}

/** The lines the request log writes for one request to `url`. */
async function linesFor(url: string) {
  const { app, lines } = await appWithLog();
  const response = await app.inject({ url });
  await app.close();
  return { status: response.statusCode, lines };
}

describe('request log', () => {
  it('writes nothing for a fast success', async () => {
    expect(await linesFor('/fast')).toEqual({ status: 200, lines: [] });
  });

  it('writes one line for a refused request, with its redacted address and status', async () => {
    const { lines } = await linesFor('/missing?token=secret');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.level, line.res?.statusCode, line.req?.url])).toEqual([
      [30, 404, '/missing?token=[redacted]'],
    ]);
  });

  it('writes a failed request at error level', async () => {
    const { lines } = await linesFor('/broken');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.level, line.res?.statusCode])).toEqual([[50, 500]]);
  });

  it('writes a slow success as a warning', async () => {
    const { lines } = await linesFor('/slow');
    expect(lines.map((line) => [line.msg, line.level])).toEqual([['slow request completed', 40]]);
  });
});
