/**
 * One kind of "Recently opened" (shared/db/recently-opened.ts) as reactive state: the list read
 * live, and `remember` for each opening. Construct it while a component initialises.
 */
import { recentlyOpened, rememberOpened } from '../db/recently-opened';
import type { OpenedKind, StoredOpened } from '../db/rows';
import type { AppState } from './app-state';
import { LiveQuery } from './live-query.svelte';

export class RecentlyOpenedState {
  readonly #app: Pick<AppState, 'connection' | 'toasts'>;
  readonly #kind: OpenedKind;
  readonly #list: LiveQuery<StoredOpened[]>;

  constructor(app: Pick<AppState, 'connection' | 'toasts'>, kind: OpenedKind) {
    this.#app = app;
    this.#kind = kind;
    this.#list = new LiveQuery(() => {
      const db = app.connection.db;
      return db ? () => recentlyOpened(db, kind) : undefined;
    });
  }

  /** Newest first; empty until first read. */
  get current(): readonly StoredOpened[] {
    return this.#list.current ?? [];
  }

  /** Puts it at the top. Not storing it spoils nothing but the list, so it is only told. */
  remember(ids: readonly string[], label?: string): void {
    const db = this.#app.connection.db;
    if (!db) return;
    // The moment of the opening, stored at once and never mutated: nothing for SvelteDate to track.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    rememberOpened(db, { kind: this.#kind, ids, label }, new Date()).catch((e: unknown) =>
      this.#app.toasts.show(`Could not add it to Recently opened: ${(e as Error).message}`, 'error'),
    );
  }
}
