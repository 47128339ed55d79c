import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU affinity with util-linux's `taskset`, so a server under test and the load generator do not share
 * a core: a generator that shares the server's core measures its own backlog, and "the sustainable
 * load" changes with whatever else runs. Every thread of the process is moved (`-a`); threads started
 * later inherit it.
 */

/** The CPUs `pid` may run on, as taskset's list (e.g. "0,1" or "0-3"), or null without taskset. */
export function affinityOf(pid: number): string | null {
  try {
    const out = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' });
    return /:\s*(\S+)\s*$/.exec(out)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Pins every thread of `pid` to `cpus` (a taskset list); false when that failed (no taskset, no such CPU). */
export function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `pid` and its descendants (a clustered server's workers), from /proc. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}

export type CpuSplit = {
  /** the server's CPUs and the generator's (taskset lists), or null when not pinned */
  server: string | null;
  generator: string | null;
  /** the CPUs of the PostgreSQL backends that serve the bench database (lib/pin-backends.ts), or null */
  database: string | null;
  /** why not, when not pinned */
  reason?: string;
};

/**
 * The server's processes on CPU 0, this process (the load generator) on CPU 1; `restore` gives this
 * process its CPUs back. Nothing is pinned on a machine with one CPU or without taskset.
 */
export function splitCpus(serverPid: number): CpuSplit & { restore(): void } {
  const before = affinityOf(process.pid);
  const none = (reason: string) => ({ server: null, generator: null, database: null, reason, restore() {} });
  if (before === null) return none('taskset is not installed');
  if (os.availableParallelism() < 2) return none('one CPU');
  const serverOk = processTree(serverPid).every((p) => pin(p, '0'));
  const generatorOk = serverOk && pin(process.pid, '1');
  const restore = () => {
    pin(process.pid, before);
  };
  if (!generatorOk) {
    restore();
    return none('taskset failed');
  }
  return { server: '0', generator: '1', database: null, restore };
}

/**
 * Seconds a process's main thread (a Node server's event loop) has run, and waited runnable for a CPU
 * that ran something else, from /proc/<pid>/schedstat; NaN when not readable. The wait is what a busy
 * machine adds to every answer the process gives.
 */
export function runQueue(pid: number): { runS: number; waitS: number } {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { runS: (run ?? Number.NaN) / 1e9, waitS: (wait ?? Number.NaN) / 1e9 };
  } catch {
    return { runS: Number.NaN, waitS: Number.NaN };
  }
}
