/** Everything the simulator serves, generated from a seed: same seed, same data. */
import { dayString, parseDay, weekday } from '../time.js';
import type { SimData } from '../types.js';
import { generateAudit, generateTasks, generateTemplates } from './ats.js';
import { generateClients } from './clients.js';
import {
  buildConfig,
  generateIntegrations,
  generateOrderables,
  generatePayrollGroups,
} from './company.js';
import { generateEvents } from './events.js';
import { generateAdmins, generateWorkers } from './people.js';

export interface ScaleOptions {
  /** Number of events (default 24). */
  events?: number | undefined;
  /** Shifts per event; default a random 8 to 60 per event. */
  shiftsPerEvent?: number | undefined;
  /** Number of workers (default 60). */
  workers?: number | undefined;
  /** Number of applicant-tracking tasks (default 40). */
  tasks?: number | undefined;
}

export interface DataOptions extends ScaleOptions {
  seed: number;
  /** YYYY-MM-DD the data is centred on. */
  today: string;
}

/** The Monday on or before `day`: pay periods are two weeks from there. */
export function payPeriodAnchor(day: number): number {
  return day - weekday(day);
}

export function generateData(o: DataOptions): SimData {
  const today = parseDay(o.today);
  if (today === undefined) throw new Error(`today must be a YYYY-MM-DD date, got ${o.today}`);
  const admins = generateAdmins();
  const workers = generateWorkers(o.seed, o.workers ?? 60);
  const clients = generateClients(o.seed, today, workers);
  const orderables = generateOrderables();
  const payrollGroups = generatePayrollGroups();
  return {
    today: o.today,
    events: generateEvents({
      seed: o.seed,
      count: o.events ?? 24,
      shiftsPerEvent: o.shiftsPerEvent,
      today,
      clientIds: clients.map((c) => c.summary.id),
      admins,
    }),
    workers,
    clients,
    integrations: generateIntegrations(o.seed),
    templates: generateTemplates(o.seed),
    tasks: generateTasks(o.seed, today, admins, o.tasks ?? 40),
    audit: generateAudit(o.seed, today, admins),
    orderables,
    payrollGroups,
    config: buildConfig(orderables, payrollGroups, dayString(payPeriodAnchor(today))),
  };
}
