/**
 * Keeps the database of the current connection open: opens it when a connection is ready,
 * closes it when the connection changes, erases it on disconnect.
 */
import type { ConnectionStatus } from '../../../../preload/contract';
import { databaseName } from './database-name';
import { closeFieldDb, deleteFieldDb, openFieldDb } from './open';
import type { FieldDb } from './schema';

export class LocalDatabase {
  #db: FieldDb | undefined;
  #name: string | undefined;
  /** Opens and closes run one after another: two status events must not open twice. */
  #queue: Promise<unknown> = Promise.resolve();

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
    if (name === this.#name) return this.#db;
    this.close();
    if (name) {
      this.#db = await openFieldDb(name);
      this.#name = name;
    }
    return this.#db;
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
      if (name) await deleteFieldDb(name);
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }
}
