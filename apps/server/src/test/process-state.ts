import { readFileSync } from 'node:fs';

/** A process's state letter from /proc ('R', 'S', 'Z' for a zombie…), or undefined when it is gone or not on Linux. */
export function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}
