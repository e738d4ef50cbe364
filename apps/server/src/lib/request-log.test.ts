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

describe('request log', () => {
  it('writes nothing for a fast success', async () => {
    const { app, lines } = await appWithLog();
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes one line for a refused request, with its redacted address and status', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ url: '/missing?token=secret' });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.res?.statusCode).toBe(404);
    expect(completed[0]?.req?.url).toBe('/missing?token=[redacted]');
    await app.close();
  });

  it('writes a failed request at error level', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ url: '/broken' });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.level).toBe(50);
    await app.close();
  });

  it('writes a slow success as a warning', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ url: '/slow' });
    expect(lines.map((line) => [line.msg, line.level])).toEqual([['slow request completed', 40]]);
    await app.close();
  });
});
