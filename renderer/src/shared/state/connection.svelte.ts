/**
 * The connection, the settings and the local database of that connection, as reactive state.
 * The database follows the connection (one per environment and base URL); a new connection
 * asks main for its first sync once its database is open, since a batch sent earlier would
 * have nowhere to go.
 */
import type { ConnectionStatus, Settings, SettingsPatch, WorkforceApi } from '../../../../preload/contract';
import { call } from '../bridge';
import type { FieldDb } from '../db/schema';
import { followedEventWindows } from '../db/event-windows';
import { countUnsent } from '../db/unsent-items';
import { LocalDatabase } from '../db/local-database';
import type { ProfileLoss } from '../db/profile-loss';

export class ConnectionState {
  readonly #bridge: WorkforceApi;
  readonly #firstPaint: Promise<void>;
  readonly #local = new LocalDatabase((loss, db) => this.#lost(loss, db));
  #loss = $state.raw<ProfileLoss | undefined>(undefined);
  #status = $state.raw<ConnectionStatus | undefined>(undefined);
  #settings = $state.raw<Settings | undefined>(undefined);
  #db = $state.raw<FieldDb | undefined>(undefined);
  #dbName: string | undefined;
  /** Edits of the followed lists run one after another, each on the result of the last. */
  #edits: Promise<unknown> = Promise.resolve();

  /** `firstPaint`: AppState's; the first sync's reads wait for it (see #firstSync). */
  constructor(bridge: WorkforceApi, firstPaint: Promise<void> = Promise.resolve()) {
    this.#bridge = bridge;
    this.#firstPaint = firstPaint;
  }

  get status(): ConnectionStatus | undefined {
    return this.#status;
  }

  get settings(): Settings | undefined {
    return this.#settings;
  }

  /** The database once any open or close under way has finished. */
  settled(): Promise<FieldDb | undefined> {
    return this.#local.settled();
  }

  /** The open database of the current connection; undefined while there is none. */
  get db(): FieldDb | undefined {
    return this.#db;
  }

  /** The database was deleted or damaged and made again; cleared by dismissLoss(). */
  get loss(): ProfileLoss | undefined {
    return this.#loss;
  }

  dismissLoss(): void {
    this.#loss = undefined;
  }

  /** Screens read the new, empty database at once, and a sync fills it again. */
  #lost(loss: ProfileLoss, db: FieldDb): void {
    this.#loss = loss;
    if (this.#db === undefined) return; // at start: #follow sets it and asks for the first sync
    this.#db = db;
    if (this.#status?.state === 'ready') void this.#firstSync(db);
  }

  /** Subscribes first, then reads the state, so no event between the two is lost. */
  async start(): Promise<void> {
    this.#bridge.on('connection:changed', (status) => void this.#follow(status));
    this.#bridge.on('settings:changed', (settings) => (this.#settings = settings));
    this.#local.openAhead();
    const [status, settings] = await Promise.all([
      call(this.#bridge.connectionStatus()),
      call(this.#bridge.getSettings()),
    ]);
    this.#settings = settings;
    await this.#follow(status);
  }

  async #follow(status: ConnectionStatus): Promise<void> {
    const wasReady = this.#status?.state === 'ready';
    this.#status = status;
    const name = LocalDatabase.nameFor(status);
    const isNew = name !== this.#dbName;
    this.#dbName = name;
    // Screens stop reading the old database before it closes.
    if (isNew) this.#db = undefined;
    const db = await this.#local.follow(status);
    if (this.#dbName === name) this.#db = db;
    // A key entered again for the same server also deserves a sync straight away.
    if (status.state === 'ready' && (isNew || !wasReady)) void this.#firstSync(db);
  }

  /**
   * Main learns when the followed events run before it plans the sync: today's come first.
   * Their windows are read once the first screen painted: at start that read of every followed
   * event competed with the dashboard's own and cost its first paint about 12 ms in 120.
   */
  async #firstSync(db: FieldDb | undefined): Promise<void> {
    await this.#firstPaint;
    if (db) {
      const events = await followedEventWindows(db, this.#settings?.followedEventIds ?? []).catch(() => []);
      if (events.length > 0) await this.#bridge.syncHints({ events });
    }
    await this.#bridge.syncNow();
  }

  async updateSettings(patch: SettingsPatch): Promise<Settings> {
    const settings = await call(this.#bridge.updateSettings(patch));
    this.#settings = settings;
    return settings;
  }

  /**
   * Changes the followed events, crew or muted events. Quick clicks queue up, so a second click cannot
   * overwrite the first with a list read before the first was saved.
   */
  editList(
    field: 'followedEventIds' | 'crewWorkerIds' | 'mutedEventIds',
    edit: (ids: readonly string[]) => string[],
  ): Promise<Settings> {
    const next = this.#edits.then(() => this.updateSettings({ [field]: edit(this.#settings?.[field] ?? []) }));
    this.#edits = next.catch(() => undefined);
    return next;
  }

  async refreshSettings(): Promise<Settings> {
    const settings = await call(this.#bridge.getSettings());
    this.#settings = settings;
    return settings;
  }

  /**
   * Sign-out: main forgets the key and the connection, then this connection's data is erased.
   * Refused while any order the server may not have is stored, unless the supervisor chose to
   * discard them: erasing is the one step that could lose an order without a trace.
   */
  async disconnectAndErase(options: { discardUnsent: boolean } = { discardUnsent: false }): Promise<void> {
    const db = await this.settled();
    const unsent = db ? await countUnsent(db) : 0;
    if (unsent > 0 && !options.discardUnsent) {
      throw new Error(`${unsent} ${unsent === 1 ? 'order is' : 'orders are'} not placed yet; nothing was erased.`);
    }
    const name = this.#status ? LocalDatabase.nameFor(this.#status) : undefined;
    const status = await call(this.#bridge.disconnect());
    await this.#follow(status);
    await this.#local.erase(name);
  }
}
