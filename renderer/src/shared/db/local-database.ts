/**
 * Keeps the database of the current connection open: opens it when a connection is ready,
 * closes it when the connection changes, erases it on disconnect. A database found damaged at
 * start, or deleted while open, is made again empty (the next sync fills it) and reported with
 * the orders that could still be read.
 */
import type { ConnectionStatus } from '../../../../preload/contract';
import { pageRemembered, type Remembered } from '../page-remembered';
import { databaseName } from './database-name';
import { closeFieldDb, deleteFieldDb, openFieldDb } from './open';
import { isDamage, type ProfileLoss } from './profile-loss';
import { lossFrom, readDamaged, watchDeletion } from './rescue';
import type { FieldDb } from './schema';

/** Told when the database was lost and made again: what is lost, and the new database. */
export type OnLoss = (loss: ProfileLoss, db: FieldDb) => void;

/** The name of the database last opened, for the next start (see openAhead). */
const pageLastOpened = pageRemembered('fieldsup:last-database');

export class LocalDatabase {
  #db: FieldDb | undefined;
  #name: string | undefined;
  /** Opens and closes run one after another: two status events must not open twice. */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #onLoss: OnLoss;
  readonly #now: () => Date;
  readonly #last: Remembered;
  /** The database openAhead began to open, until follow claims it. */
  #ahead: { name: string; db: Promise<FieldDb | undefined> } | undefined;

  constructor(onLoss: OnLoss = () => undefined, now: () => Date = () => new Date(), last = pageLastOpened) {
    this.#onLoss = onLoss;
    this.#now = now;
    this.#last = last;
  }

  /**
   * Begins opening the database the last start opened, while main is still asked which
   * connection is current: a start then waits for the two side by side, not one after the
   * other. Only a database already at this build's version opens (nothing is made or upgraded
   * on a guess); any trouble is left to follow's own open, which reports it. A guess follow does
   * not confirm is closed.
   */
  openAhead(): void {
    const name = this.#last.read();
    if (!name || this.#ahead) return;
    this.#ahead = { name, db: openFieldDb(name, true).catch(() => undefined) };
  }

  /** The database opened ahead for `name`, if that was the guess; a wrong guess is closed. */
  #claimAhead(name: string | undefined): Promise<FieldDb | undefined> | undefined {
    const ahead = this.#ahead;
    this.#ahead = undefined;
    if (!ahead) return undefined;
    if (ahead.name === name) return ahead.db;
    void ahead.db.then((db) => db && closeFieldDb(db));
    return undefined;
  }

  get current(): FieldDb | undefined {
    return this.#db;
  }

  /** The database once any open or close under way has finished. */
  settled(): Promise<FieldDb | undefined> {
    return this.#queue.then(() => this.#db);
  }

  /** The name for a connection status, or undefined when there is no connection. */
  static nameFor(status: ConnectionStatus): string | undefined {
    if (!status.environment) return undefined;
    if (status.environment !== 'demo' && !status.baseUrl) return undefined;
    return databaseName(status.environment, status.baseUrl);
  }

  /**
   * Follows the connection. Cached data stays readable while the key must be re-entered:
   * only a change of server (or none at all) closes it.
   */
  follow(status: ConnectionStatus): Promise<FieldDb | undefined> {
    const next = this.#queue.then(() => this.#follow(status));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #follow(status: ConnectionStatus): Promise<FieldDb | undefined> {
    const name = LocalDatabase.nameFor(status);
    const ahead = this.#claimAhead(name);
    if (name === this.#name) return this.#db;
    this.close();
    if (name) {
      this.#db = await this.#open(name, ahead);
      this.#name = name;
    }
    this.#last.write(name);
    return this.#db;
  }

  /**
   * Opens `name` (or takes the database opened ahead for it); a damaged database is read for
   * its orders, deleted and made again.
   */
  async #open(name: string, ahead?: Promise<FieldDb | undefined>): Promise<FieldDb> {
    let db: FieldDb;
    try {
      db = (await ahead) ?? (await openFieldDb(name));
    } catch (error) {
      if (!isDamage(error)) throw error;
      const rows = await readDamaged(name);
      await deleteFieldDb(name);
      db = await openFieldDb(name);
      this.#onLoss(lossFrom('damaged', rows, this.#now()), db);
    }
    watchDeletion(db, (rows) => this.#deleted(name, db, rows));
    return db;
  }

  /** Deleted from outside while open: a new empty database takes its place. */
  #deleted(name: string, db: FieldDb, rows: Parameters<typeof lossFrom>[1]): void {
    const next = this.#queue.then(async () => {
      if (this.#db !== db) return;
      this.close();
      const fresh = await this.#open(name);
      this.#db = fresh;
      this.#name = name;
      this.#onLoss(lossFrom('deleted', rows, this.#now()), fresh);
    });
    this.#queue = next.catch(() => undefined);
  }

  close(): void {
    if (this.#db) closeFieldDb(this.#db);
    this.#db = undefined;
    this.#name = undefined;
  }

  /** Sign-out: erases the data of the connection that was open. */
  erase(name: string | undefined = this.#name): Promise<void> {
    const next = this.#queue.then(async () => {
      this.close();
      this.#last.write(undefined);
      if (name) await deleteFieldDb(name);
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }
}
