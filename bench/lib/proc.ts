import { closeSync, fstatSync, openSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may contain spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds of a process and all its living descendants (a clustered server's workers), from /proc;
 * NaN when the process is gone.
 */
export function treeCpuSeconds(pid: number): number {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (p: number): boolean => {
    for (let q: number | undefined = p, depth = 0; q && depth < 16; q = parentOf.get(q), depth++)
      if (q === pid) return true;
    return false;
  };
  let total = 0;
  for (const p of parentOf.keys()) if (inTree(p)) total += cpuSeconds(p) || 0;
  return parentOf.has(pid) ? total : Number.NaN;
}

/** The machine's CPU time so far from /proc/stat, in ticks: all of it, and what the hypervisor stole. */
export function cpuTicks(): { total: number; steal: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user)
    const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: f.reduce((a, b) => a + b, 0), steal: f[7] ?? 0 };
  } catch {
    return { total: Number.NaN, steal: Number.NaN };
  }
}

/**
 * The share of CPU time the hypervisor gave to other guests between two `cpuTicks()` readings, in
 * percent: on a shared host, time this virtual machine wanted to run and could not.
 */
export function stealPercent(
  before: { total: number; steal: number },
  after: { total: number; steal: number },
) {
  const total = after.total - before.total;
  return total > 0 ? Math.round(((after.steal - before.steal) / total) * 1000) / 10 : Number.NaN;
}

/** The 1-minute load average: above the core count, other work shared the machine with the bench. */
export function loadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

export function machine(): {
  cpus: number;
  model: string;
  memoryGiB: number;
  node: string;
  platform: string;
} {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/**
 * What touching fresh memory costs this host, in µs per 4 KiB page: the median of three fresh 64 MiB
 * buffers written one byte per page. A host that backs its guests' memory at once costs well under
 * 1 µs; a virtual machine that hands free pages back to its hypervisor (free page reporting) pays a
 * fault in the hypervisor as well, 10 µs and more. A browser touches hundreds of MiB of fresh memory
 * per page load, so this inflates every page's main-thread tasks, and Lighthouse's 4× slowdown with them.
 */
export function pageFaultMicros(): number {
  const size = 64 * 2 ** 20;
  const page = 4096;
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    // a buffer this large is its own fresh mapping: every page written is a first touch
    const buffer = Buffer.allocUnsafeSlow(size);
    const start = process.hrtime.bigint();
    for (let at = 0; at < size; at += page) buffer[at] = 1;
    runs.push(Number(process.hrtime.bigint() - start) / 1000 / (size / page));
  }
  runs.sort((a, b) => a - b);
  return Math.round((runs[1] ?? Number.NaN) * 100) / 100;
}

/**
 * What a trivial system call costs this host, in µs: the median of three runs of 20,000 `fstat`s from
 * Node (JavaScript's own share included: about 0.5 µs where a system call costs 0.1 µs). A virtual
 * machine whose guest kernel runs without hardware virtualization (a PVM guest) traps into the
 * hypervisor on every call and pays several µs. A browser makes many calls per task (its processes
 * talk over IPC), so like the page fault cost this lengthens every main-thread task.
 */
export function syscallMicros(): number {
  const fd = openSync('/dev/null', 'r');
  const calls = 20_000;
  const runs: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      for (let n = 0; n < calls; n++) fstatSync(fd);
      runs.push(Number(process.hrtime.bigint() - start) / 1000 / calls);
    }
  } finally {
    closeSync(fd);
  }
  runs.sort((a, b) => a - b);
  return Math.round((runs[1] ?? Number.NaN) * 100) / 100;
}
