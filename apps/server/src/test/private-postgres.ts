// A PostgreSQL cluster of one process only, in a temporary folder on a free port: stopping and
// starting it never touches a cluster other tests or servers share.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** Why a private cluster cannot be made here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'pg_ctl')))
    return `PostgreSQL 15 binaries are not in ${BIN}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return 'running as root without a postgres user to run PostgreSQL as';
    }
  }
  return null;
}

export type PrivateCluster = {
  /** A superuser URL of its `postgres` database. */
  url: string;
  port: number;
  /** Stops it at once (open connections are ended, as in a restart). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its folder. */
  remove: () => Promise<void>;
};

/** A PostgreSQL tool's command line, run as the postgres user when this runs as root (PostgreSQL refuses root). */
function command(tool: string, args: string[]): [string, ...string[]] {
  const line: [string, ...string[]] = [path.join(BIN, tool), ...args];
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...line] : line;
}

async function tool(name: string, args: string[]): Promise<void> {
  const [file, ...rest] = command(name, args);
  await run(file, rest);
}

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Creates and starts a private cluster (initdb, then pg_ctl on its own port and socket folder). */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const reason = privateClusterUnavailable();
  if (reason) throw new Error(`No private PostgreSQL cluster: ${reason}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haven-pg-private-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  const pgCtl = (action: 'start' | 'stop') =>
    tool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-m',
      'fast',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      action,
    ]);
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await pgCtl('start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await pgCtl('stop');
      running = false;
    },
    start: async () => {
      await pgCtl('start');
      running = true;
    },
    remove: async () => {
      if (running) await pgCtl('stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
