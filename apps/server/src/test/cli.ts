import { execFile } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs an operator command (`npm run admin`, `npm run backup`, …) from the
 * repository root in a child process, as the operator would. DATABASE_URL is
 * cleared unless `env` sets it, so the command uses the embedded database in
 * DATA_DIR by default.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, script), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
