/**
 * The simulator in a process of its own, as a real server is: its CPU time does not land on
 * the main core's event loop. Talks to it over HTTP only (state, office-side edits).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { EventShift } from '../../main/core/api/schemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SimulatorProcess {
  url: string;
  /** Its process id, for its CPU time (the server's share of a run). */
  pid: number;
  apiKey: string;
  state(): Promise<{
    events: { id: string }[];
    workers: { id: string }[];
    orders: unknown[];
    counters: { requests: Record<string, number> };
  }>;
  get<T>(path: string): Promise<T>;
  /** Sets the simulator's faults (POST /__simulator/faults); what the body leaves out is cleared. */
  faults(body: Record<string, number>): Promise<void>;
  patchShift(eventId: string, shiftId: string, patch: Partial<EventShift>): Promise<void>;
  close(): Promise<void>;
}

export async function startSimulatorProcess(flags: Record<string, string | number>): Promise<SimulatorProcess> {
  const apiKey = 'bench-key-0001';
  const args = ['--import', 'tsx', 'main/simulator/cli.ts', '--port', '0', '--api-key', apiKey];
  for (const [k, v] of Object.entries(flags)) args.push(`--${k}`, String(v));
  // Node itself, not npx: a signal to npx would not reach the server.
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  const headers = { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' };
  const get = async <T>(path: string) => (await (await fetch(url + path, { headers })).json()) as T;
  return {
    url,
    pid: child.pid!,
    apiKey,
    get,
    state: () => get('/__simulator/state'),
    async faults(body) {
      const res = await fetch(`${url}/__simulator/faults`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`faults refused: ${res.status} ${await res.text()}`);
    },
    async patchShift(eventId, shiftId, patch) {
      const res = await fetch(`${url}/events/${eventId}/shifts/${shiftId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(patch),
      });
      if (!res.ok) throw new Error(`patch failed: ${res.status}`);
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
