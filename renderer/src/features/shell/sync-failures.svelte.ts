/**
 * What the sync-failures dialog thinks (SyncFailures only draws it): each item the last sync
 * could not fetch in words, its event or worker named as stored here. Created while a component
 * initialises: the names are read in that component's effects.
 */
import type { SyncSummary } from '../../../../preload/contract';
import { failureMeaning, failureSubject, subjectWords } from '../../shared/sync-failure-words';
import type { ConnectionState } from '../../shared/state/connection.svelte';
import { subjectNames } from './sync-failure-names';

export class SyncFailuresView {
  readonly #summary: () => SyncSummary;
  #names = $state.raw<Record<string, string>>({});
  readonly #rows = $derived.by(() =>
    this.#summary().failures.map((failure) => ({
      failure,
      subject: subjectWords(failureSubject(failure.item), this.#names),
      ...failureMeaning(failure),
    })),
  );

  constructor(connection: Pick<ConnectionState, 'db'>, summary: () => SyncSummary) {
    this.#summary = summary;
    $effect(() => {
      const db = connection.db;
      if (!db) return;
      void subjectNames(db, summary().failures).then((names) => (this.#names = names));
    });
  }

  /** Each failure with its subject, what happened and what to do. */
  get rows() {
    return this.#rows;
  }
}
