/**
 * `npm run simulator -- --port <n> --api-key <key> [--read-only-key <key>] [--seed <n>]
 * [--latency-ms <n>] [--events <n>] [--shifts-per-event <n>] [--workers <n>] [--tasks <n>] [--today YYYY-MM-DD] [--auto-orders]`
 * Prints the base URL as the first line of stdout, then serves until interrupted (Ctrl+C, a
 * signal, or the end of npm or whatever started it). A busy port is one line and status 1.
 */
import { parseArgs } from 'node:util';
import { portInUse, stopWithLauncher } from '../../scripts/cli-lifetime.js';
import { DEMO_PROGRESS } from './order-moves.js';
import { startSimulator } from './server.js';

const USAGE =
  'usage: npm run simulator -- --port <n> --api-key <key> [--read-only-key <key>] [--seed <n>] [--latency-ms <n>] ' +
  '[--events <n>] [--shifts-per-event <n>] [--workers <n>] [--tasks <n>] [--today YYYY-MM-DD] [--auto-orders]';

function whole(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'api-key': { type: 'string' },
      'read-only-key': { type: 'string' },
      seed: { type: 'string' },
      'latency-ms': { type: 'string' },
      events: { type: 'string' },
      'shifts-per-event': { type: 'string' },
      workers: { type: 'string' },
      tasks: { type: 'string' },
      today: { type: 'string' },
      'auto-orders': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values['api-key']) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const sim = await startSimulator({
    port: whole('port', values.port),
    apiKey: values['api-key'],
    readOnlyKey: values['read-only-key'],
    seed: whole('seed', values.seed),
    latencyMs: whole('latency-ms', values['latency-ms']),
    events: whole('events', values.events),
    shiftsPerEvent: whole('shifts-per-event', values['shifts-per-event']),
    workers: whole('workers', values.workers),
    tasks: whole('tasks', values.tasks),
    today: values.today,
    autoProgressOrders: values['auto-orders'] ? DEMO_PROGRESS : undefined,
  });
  console.log(sim.url);
  const d = sim.store.data;
  console.error(
    `Simulator (seed ${sim.store.seed}): ${d.events.length} events, ${d.workers.length} workers, ${d.clients.length} clients. Ctrl+C stops it.`,
  );
  stopWithLauncher(() => sim.close());
}

main().catch((err: unknown) => {
  const busy = portInUse(err);
  if (busy) {
    console.error(busy);
    process.exit(1);
  }
  console.error(err instanceof Error ? err.message : err);
  console.error(USAGE);
  process.exit(2);
});
