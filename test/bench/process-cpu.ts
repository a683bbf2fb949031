/** CPU time another process has used so far (Linux /proc), for a server's share of a run. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
