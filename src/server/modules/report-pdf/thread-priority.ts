import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';

/**
 * The calling thread's Linux thread id (not Node's threadId): /proc/thread-self names the thread that
 * reads it (the read runs on the calling thread). Null elsewhere.
 */
export function linuxThreadId(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').at(-1)) || null;
  } catch {
    return null;
  }
}

/** SCHED_IDLE in sched.h: a thread that runs only on a CPU nothing else wants. */
export const SCHED_IDLE = 5;

/**
 * Puts the calling thread in Linux's SCHED_IDLE class (sched(7)) with util-linux's `chrt`; true when it
 * took. A SCHED_IDLE thread takes only CPU time no other thread wants: a thread of the normal class that
 * wakes up on its core preempts it at once, and the scheduler places waking threads on a core running
 * only SCHED_IDLE threads as on an idle one. Nice 19 is not that: the render thread kept its core for
 * the rest of its time slice (a few ms) whenever the thread answering requests, a database backend or
 * the load generator woke up beside it. Setting it needs no privilege; leaving it again would (the thread
 * ends instead). Elsewhere (macOS, no `chrt`) the thread keeps the nice value it has.
 */
export function idleThisThread(): boolean {
  const tid = linuxThreadId();
  if (tid === null) return false;
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5_000 });
  } catch {
    return false;
  }
  return schedulingOf(tid)?.policy === SCHED_IDLE;
}

export type ThreadScheduling = { tid: number; policy: number; nice: number };

/** A thread of this process: its scheduling policy (0 normal, 3 batch, 5 idle) and nice, from /proc. */
export function schedulingOf(tid: number): ThreadScheduling | null {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the fields after the command name (in parentheses, which may hold spaces) from field 3 on
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { tid, nice: Number(fields[19 - 3]), policy: Number(fields[41 - 3]) };
  } catch {
    return null;
  }
}

/** The calling thread's scheduling; null where /proc has none (not Linux). */
export function threadScheduling(): ThreadScheduling | null {
  const tid = linuxThreadId();
  return tid === null ? null : schedulingOf(tid);
}
