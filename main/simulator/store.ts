/**
 * The simulator's mutable state: the generated data, indexed for lookups, plus what requests
 * change (orders, secrets, shift and requirement edits), the request counters and the faults.
 * Tests reach it directly through the handle startSimulator returns.
 */
import { randomInt } from 'node:crypto';
import type { EventShiftPatch, TemplateRequirementPatch } from '../core/api/schemas.js';
import { COMPANY } from './data/catalog.js';
import { newSecret } from './data/company.js';
import { generateData, payPeriodAnchor, type ScaleOptions } from './data/index.js';
import { Faults } from './faults.js';
import { moveOrder, OrderAutoProgress, type AutoProgress, type OrderMove } from './order-moves.js';
import { localToday, niceStamp, nowStamp, parseDay, stampMinutes, wallMinutes } from './time.js';
import { buildSummary, type SummaryContext } from './time-tracking/summary.js';
import type {
  AuditLogEntry,
  ClientOrder,
  ClientRecord,
  ComplianceTemplate,
  EventRecord,
  EventShift,
  IntegrationRecord,
  Orderable,
  SimData,
  TemplateRequirement,
  WorkerOrder,
  WorkerRecord,
} from './types.js';

export interface StoreOptions extends ScaleOptions {
  seed?: number | undefined;
  /** YYYY-MM-DD the generated data is centred on (default: the clock's local date). */
  today?: string | undefined;
  /** Demo mode: orders approve and complete by themselves at this pace. */
  autoProgressOrders?: AutoProgress | undefined;
  /**
   * What time it is (default: this machine's clock). Nothing is served dated after it: no
   * hours worked, audit entry or client order. With `today` pinned, the clock's time of day
   * falls on that day (and moves past midnight with it).
   */
  clock?: (() => Date) | undefined;
}

/** The body of GET /__simulator/state (API.md). */
export interface SimulatorState {
  events: { id: string }[];
  workers: { id: string; uuid: string; personnel_id: string }[];
  clients: { id: string }[];
  documents: { client_id: string; id: number; deleted: 0 | 1 }[];
  integrations: { id: number }[];
  templates: { id: number; requirement_ids: number[] }[];
  orderables: { id: string; name: string }[];
  orders: WorkerOrder[];
  counters: { requests: Record<string, number>; maxInFlight: number };
}

/** The office account the API key belongs to: it places the orders. */
const API_USER = { personnelId: '90001', name: 'Field Supervisor (API)' };

const byKey = <T>(items: readonly T[], key: (item: T) => string | number) =>
  new Map(items.map((i) => [String(key(i)), i]));

/** One answered API request: its method, its path under the base URL with its query, its status, when. */
export interface TrafficEntry {
  at: number;
  method: string;
  path: string;
  status: number;
}

export class Store {
  readonly seed: number;
  readonly data: SimData;
  readonly orders: WorkerOrder[] = [];
  readonly faults = new Faults();
  readonly traffic = {
    requests: {} as Record<string, number>,
    inFlight: 0,
    maxInFlight: 0,
    log: [] as TrafficEntry[],
  };
  readonly #events: Map<string, EventRecord>;
  readonly #workers: Map<string, WorkerRecord>;
  readonly #workersByUuid: Map<string, WorkerRecord>;
  readonly #clients: Map<string, ClientRecord>;
  readonly #integrations: Map<string, IntegrationRecord>;
  readonly #templates: Map<string, ComplianceTemplate>;
  readonly #orderables: Map<string, Orderable>;
  readonly #summary: SummaryContext;
  readonly #clock: () => Date;
  /** From the clock's calendar to the data's: the days between the clock's date and a pinned today. */
  readonly #shift: number;
  #nextOrderId = 70_001;
  readonly #autoProgress: OrderAutoProgress | undefined;

  constructor(options: StoreOptions = {}) {
    this.seed = options.seed ?? 1;
    this.#clock = options.clock ?? (() => new Date());
    this.#autoProgress = options.autoProgressOrders && new OrderAutoProgress(options.autoProgressOrders);
    const started = this.#clock();
    const today = options.today ?? localToday(started);
    this.data = generateData({ ...options, seed: this.seed, today });
    this.#shift = ((parseDay(today) ?? 0) - (parseDay(localToday(started)) ?? 0)) * 1440;
    const d = this.data;
    this.#events = byKey(d.events, (e) => e.summary.id);
    this.#workers = byKey(d.workers, (w) => w.summary.id);
    this.#workersByUuid = byKey(d.workers, (w) => w.summary.uuid);
    this.#clients = byKey(d.clients, (c) => c.summary.id);
    this.#integrations = byKey(d.integrations, (i) => i.info.id);
    this.#templates = byKey(d.templates, (t) => t.id);
    this.#orderables = byKey(d.orderables, (o) => o.id);
    const fallbackManager = d.events[0]?.admins[0];
    if (!fallbackManager) throw new Error('the simulator needs at least one event');
    this.#summary = {
      seed: this.seed,
      events: d.events,
      payrollGroups: d.payrollGroups,
      clientsById: this.#clients,
      fallbackManager,
      periodAnchor: payPeriodAnchor(parseDay(today) ?? 0),
    };
  }

  event(id: string): EventRecord | undefined {
    return this.#events.get(id);
  }

  shift(eventId: string, shiftId: string): EventShift | undefined {
    return this.event(eventId)?.shifts.find((s) => s.id === shiftId);
  }

  worker(id: string): WorkerRecord | undefined {
    return this.#workers.get(id);
  }

  workerByUuid(uuid: string): WorkerRecord | undefined {
    return this.#workersByUuid.get(uuid);
  }

  client(id: string): ClientRecord | undefined {
    return this.#clients.get(id);
  }

  integration(id: string): IntegrationRecord | undefined {
    return this.#integrations.get(id);
  }

  template(id: string): ComplianceTemplate | undefined {
    return this.#templates.get(id);
  }

  orderable(id: string): Orderable | undefined {
    return this.#orderables.get(id);
  }

  /** Now, in minutes of the data's calendar (see time.ts). */
  now(): number {
    return wallMinutes(this.#clock()) + this.#shift;
  }

  /** The audit log up to now, newest first: later entries of the day appear as their time comes. */
  audit(): AuditLogEntry[] {
    const now = this.now();
    return this.data.audit.filter((e) => stampMinutes(e.accessed_at) <= now);
  }

  /** A client's portal orders by date: those not over yet soonest first, then past ones latest first. */
  clientOrders(client: ClientRecord): ClientOrder[] {
    const now = this.now();
    const upcoming = client.orders.filter((o) => stampMinutes(o.time_end) >= now);
    const past = client.orders.filter((o) => stampMinutes(o.time_end) < now);
    const byStart = (a: ClientOrder, b: ClientOrder) =>
      a.time_start.localeCompare(b.time_start) || a.id.localeCompare(b.id);
    return [...upcoming.sort(byStart), ...past.sort((a, b) => byStart(b, a))];
  }

  /** Removes a shift as if the office deleted it; false if there was none. */
  removeShift(eventId: string, shiftId: string): boolean {
    const shifts = this.event(eventId)?.shifts;
    const at = shifts?.findIndex((s) => s.id === shiftId) ?? -1;
    if (!shifts || at < 0) return false;
    shifts.splice(at, 1);
    return true;
  }

  /** Sets how many workers (and alternates) fill a shift, as if the office staffed it. */
  setFilled(eventId: string, shiftId: string, filled: number, alternateFilled?: number): EventShift {
    const shift = this.patchShift(
      eventId,
      shiftId,
      alternateFilled === undefined ? { filled } : { filled, alternate_filled: alternateFilled },
    );
    if (!shift) throw new Error(`no shift ${shiftId} in event ${eventId}`);
    return shift;
  }

  patchShift(eventId: string, shiftId: string, patch: EventShiftPatch): EventShift | undefined {
    const shift = this.shift(eventId, shiftId);
    if (shift) Object.assign(shift, patch);
    return shift;
  }

  patchRequirement(requirement: TemplateRequirement, patch: TemplateRequirementPatch): TemplateRequirement {
    if (patch.is_required !== undefined) requirement.is_required = patch.is_required;
    if (patch.notes !== undefined) requirement.notes = patch.notes;
    return requirement;
  }

  regenerateSecret(integration: IntegrationRecord): string {
    integration.secret = newSecret(() => randomInt(16));
    return integration.secret;
  }

  createOrder(worker: WorkerRecord, orderable: Orderable, now = this.#clock()): WorkerOrder {
    const date = nowStamp(now);
    const order: WorkerOrder = {
      id: String(this.#nextOrderId++),
      personnel_id: worker.summary.personnel_id,
      company_id: COMPANY.id,
      ordering_personnel_id: API_USER.personnelId,
      companies_personnel_orderables_id: orderable.id,
      name: orderable.name,
      cost: orderable.cost ?? '0.00',
      date,
      formatted_date: niceStamp(now),
      status: '0',
      response_message: null,
      submitter: API_USER.name,
      reach_out_email: worker.summary.email,
      deduction_types_id: '2',
      status_datetime: date,
    };
    this.orders.push(order);
    this.#autoProgress?.created(order, now);
    return order;
  }

  /** A created order as the office has it now. */
  order(id: string): WorkerOrder | undefined {
    const order = this.orders.find((o) => o.id === id);
    if (order) this.#autoProgress?.bringUpToDate(order, this.#clock());
    return order;
  }

  /** The office moves an order (the control endpoint); undefined for an unknown order. */
  moveOrder(id: string, move: OrderMove): WorkerOrder | undefined {
    const order = this.order(id);
    return order && moveOrder(order, move, this.#clock());
  }

  summary(worker: WorkerRecord, day: number) {
    return buildSummary(this.#summary, worker, day, this.now());
  }

  resetCounters(): void {
    this.traffic.requests = {};
    this.traffic.maxInFlight = this.traffic.inFlight;
  }

  snapshot(): SimulatorState {
    const d = this.data;
    const now = this.#clock();
    for (const order of this.orders) this.#autoProgress?.bringUpToDate(order, now);
    return {
      events: d.events.map((e) => ({ id: e.summary.id })),
      workers: d.workers.map(({ summary: { id, uuid, personnel_id } }) => ({ id, uuid, personnel_id })),
      clients: d.clients.map((c) => ({ id: c.summary.id })),
      documents: d.clients.flatMap((c) =>
        c.documents.map((doc) => ({ client_id: c.summary.id, id: doc.id, deleted: doc.deleted })),
      ),
      integrations: d.integrations.map((i) => ({ id: i.info.id })),
      templates: d.templates.map((t) => ({ id: t.id, requirement_ids: t.requirements.map((r) => r.id) })),
      orderables: d.orderables.map(({ id, name }) => ({ id, name })),
      orders: [...this.orders],
      counters: { requests: { ...this.traffic.requests }, maxInFlight: this.traffic.maxInFlight },
    };
  }
}
