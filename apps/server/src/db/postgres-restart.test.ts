import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type EventStream, openEventStream } from '../test/event-stream.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { injectAs } from '../test/http.ts';
import { type Database, openPostgres } from './client.ts';
import { heroComments } from './schema/index.ts';

// A private PostgreSQL cluster of this test only: restarting it must never touch a shared one.
const BIN = '/usr/lib/postgresql/15/bin';
const hasBinaries = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
const PORT = 3424 + (process.pid % 200);
const quiet = { log: { warn: () => {}, error: () => {} } };

let dir: string;
let app: FastifyInstance;
let database: Database;
let baseUrl: string;
let member: TestMember;
let heroId: string;
let stream: EventStream;

/** A PostgreSQL tool's command line, run as the postgres user when this test runs as root (PostgreSQL refuses root). */
function pgCommand(tool: string, args: string[]): [string, ...string[]] {
  const command: [string, ...string[]] = [path.join(BIN, tool), ...args];
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
}

function pgTool(tool: string, args: string[]): void {
  const [file, ...rest] = pgCommand(tool, args);
  execFileSync(file, rest, { stdio: 'pipe' });
}

/** pg_ctl's arguments for the private cluster: its own port and socket folder, waiting until done. */
function pgCtlArgs(action: 'start' | 'stop' | 'restart'): string[] {
  const [data, log] = [path.join(dir, 'data'), path.join(dir, 'log')];
  const options = `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1`;
  return ['-D', data, '-l', log, '-w', '-m', 'fast', '-o', options, action];
}

function pgCtl(action: 'start' | 'stop'): void {
  pgTool('pg_ctl', pgCtlArgs(action));
}

/** Restarts the cluster without blocking this process, so requests keep arriving while it is down. */
async function pgRestart(): Promise<void> {
  const [file, ...args] = pgCommand('pg_ctl', pgCtlArgs('restart'));
  await promisify(execFile)(file, args);
}

describe.skipIf(!hasBinaries)(
  'PostgreSQL restart (private cluster; skipped when PostgreSQL 15 binaries are absent)',
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'haven-pg-restart-'));
      if (process.getuid?.() === 0) {
        const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
        const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
        chownSync(dir, uid, gid);
      }
      pgTool('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
      pgCtl('start');
      const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
      database = await openPostgres(url, 5, quiet.log);
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        DATABASE_URL: url,
        AUTH_SECRET: 'restart-secret-0123456789-abcdefghijklmnopqrst',
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        RATE_LIMIT: 'false',
      });
      app = await buildApp({ config, database, serveWeb: false, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      member = await signUpAndSignIn(app);
      heroId = (await buildHero(database.db, { name: 'Restart' })).id;
      stream = await openEventStream(baseUrl, member.cookie);
    }, 120_000);

    afterAll(async () => {
      await stream?.close();
      if (app?.server.listening) app.server.closeAllConnections();
      await app?.close();
      await database?.close();
      try {
        pgCtl('stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('survives a restart: reads, writes and realtime work again and nothing acknowledged is lost', {
      timeout: 120_000,
    }, async () => {
      const acknowledged: string[] = [];
      let failed = 0;
      let writing = true;
      const writer = (async () => {
        let n = 0;
        while (writing) {
          n += 1;
          const response = await injectAs(app, member.cookie, {
            method: 'POST',
            url: `/api/heroes/${heroId}/comments`,
            payload: { content: `Comment number ${n}` },
          });
          if (response.statusCode === 201) acknowledged.push(response.json().id);
          else failed += 1;
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      await new Promise((r) => setTimeout(r, 500));

      const restartAt = Date.now();
      await pgRestart();
      const backAt = Date.now();

      // Reads answer again.
      let readOk = false;
      while (!readOk) {
        readOk = (await app.inject({ method: 'GET', url: '/api/heroes' })).statusCode === 200;
        if (!readOk) await new Promise((r) => setTimeout(r, 50));
      }
      const readMs = Date.now() - backAt;
      // The listener is back and told the browser to refetch.
      await stream.waitFor((e) => e.topic === 'resync', 30_000);
      const resyncMs = Date.now() - backAt;
      // Writes are acknowledged again and their events reach the browser.
      const before = acknowledged.length;
      while (acknowledged.length < before + 5) await new Promise((r) => setTimeout(r, 20));
      writing = false;
      await writer;
      await stream.waitFor((e) => e.topic === 'hero-comments', 10_000);

      const [row] = await database.db
        .select({ n: count() })
        .from(heroComments)
        .where(eq(heroComments.heroId, heroId));
      const ids = new Set(
        (await database.db.select({ id: heroComments.id }).from(heroComments)).map((r) => r.id),
      );
      const lost = acknowledged.filter((id) => !ids.has(id));
      console.info(
        `postgres restart: cluster down and up in ${backAt - restartAt} ms; reads back after ${readMs} ms, realtime resync after ${resyncMs} ms; ` +
          `${acknowledged.length} writes acknowledged, ${row?.n} found, ${lost.length} lost, ${failed} refused during the outage`,
      );
      expect(lost).toEqual([]);
    });
  },
);
