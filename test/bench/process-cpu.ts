/** CPU time another process has used so far (Linux /proc), for a server's share of a run. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime in clock ticks, from the text of /proc/<pid>/stat. */
export function cpuTicksFromStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line');
  const fields = stat.slice(close + 2).split(' ');
  // Fields 14 (utime) and 15 (stime) of the whole line are 12 and 13 after the name.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('no CPU times in /proc/<pid>/stat');
  return utime + stime;
}

let ticksPerSecond: number | undefined;

export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    throw new Error(`cannot read the CPU time of process ${pid}: this benchmark reads /proc (Linux)`);
  }
  return (cpuTicksFromStat(stat) * 1000) / ticksPerSecond;
}

/** What a Chromium process does for the page, from its command line; undefined if not Chromium's. */
export type ChromiumRole = 'window (renderer)' | 'storage service (IndexedDB)' | 'browser' | 'other Chromium';

/** `cmdline`: /proc/<pid>/cmdline, whose NULs Chromium's children replace with spaces (their title). */
export function chromiumRole(cmdline: string, browserPath: string): ChromiumRole | undefined {
  const args = cmdline.replaceAll('\0', ' ');
  if (!args.startsWith(browserPath)) return undefined;
  if (args.includes('storage.mojom.StorageService')) return 'storage service (IndexedDB)';
  if (args.includes('--type=renderer')) return 'window (renderer)';
  return args.includes('--type=') ? 'other Chromium' : 'browser';
}

/** The parent pid, from the text of /proc/<pid>/stat. */
export function parentFromStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** CPU ms so far of each Chromium role among this process's descendants (Linux /proc). */
export function chromiumCpuMs(browserPath: string): Map<ChromiumRole, number> {
  const stats = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.set(Number(name), readFileSync(`/proc/${name}/stat`, 'utf8'));
    } catch {
      // Gone meanwhile.
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) {
    const parent = parentFromStat(stat);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const totals = new Map<ChromiumRole, number>();
  const queue = [...(children.get(process.pid) ?? [])];
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  while (queue.length > 0) {
    const pid = queue.pop()!;
    queue.push(...(children.get(pid) ?? []));
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const role = chromiumRole(cmdline, browserPath);
    if (!role) continue;
    totals.set(role, (totals.get(role) ?? 0) + (cpuTicksFromStat(stats.get(pid)!) * 1000) / ticksPerSecond);
  }
  return totals;
}
