/**
 * Loads, validates, migrates and saves the settings document. A file that cannot be used is
 * never silently overwritten: it is moved aside (kept for support), defaults take its place,
 * and a notice records what happened so the UI can tell the user. A file made by a newer
 * version is not ours to move or rewrite: it stays as it is, this run works on defaults held in
 * memory (changes too), and going back to that version finds its settings.
 */
import { ExpectedError } from '../ipc/expected-error.js';
import { deepFreeze } from './deep-freeze.js';
import { migrateSettings } from './migrations.js';
import { DEFAULT_SETTINGS, settingsPatchSchema, settingsSchema, type StoredSettings } from './schema.js';

export type SettingsReadResult =
  | { kind: 'missing' }
  | { kind: 'ok'; data: unknown }
  /** The file exists but could not be parsed or failed the store's own schema check. */
  | { kind: 'unreadable'; reason: 'corrupt' | 'invalid' };

/** The settings file as the platform layer exposes it. */
export interface SettingsFile {
  read(): SettingsReadResult;
  write(settings: StoredSettings): void;
  /** Renames the current file out of the way; returns the new file name. */
  moveAside(at: Date): string;
}

export type RecoveryReason = 'corrupt' | 'invalid' | 'newer-version';

export interface RecoveryNotice {
  reason: RecoveryReason;
  /** File name the unusable settings were moved to; absent when even that failed, or when the file was left as it is (newer-version). */
  movedTo?: string;
  /** ISO time of the recovery. */
  at: string;
}

export type SettingsListener = (next: StoredSettings, previous: StoredSettings) => void;

export interface SettingsServiceDeps {
  file: SettingsFile;
  now?: () => Date;
  /** Told about failures that must not stop the app (a listener throwing, a write at load). */
  onError?: (error: unknown) => void;
}

export class SettingsService {
  readonly #file: SettingsFile;
  readonly #now: () => Date;
  readonly #onError: (error: unknown) => void;
  readonly #listeners = new Set<SettingsListener>();
  #current: StoredSettings = DEFAULT_SETTINGS;
  #recovery: RecoveryNotice | undefined;
  /** The file was made by a newer version: nothing is written to it. */
  #inMemoryOnly = false;

  constructor(deps: SettingsServiceDeps) {
    this.#file = deps.file;
    this.#now = deps.now ?? (() => new Date());
    this.#onError = deps.onError ?? ((error) => console.error('settings:', error));
  }

  /** Reads the file once at startup. Never throws for bad content: it recovers instead. */
  load(): StoredSettings {
    const read = this.#file.read();
    if (read.kind === 'missing') {
      this.#current = DEFAULT_SETTINGS;
    } else if (read.kind === 'unreadable') {
      this.#recover(read.reason);
    } else {
      this.#loadDocument(read.data);
    }
    return this.#current;
  }

  get(): StoredSettings {
    return this.#current;
  }

  /** Set when load() had to replace an unusable file; cleared by acknowledgeRecovery(). */
  get recoveredFrom(): RecoveryNotice | undefined {
    return this.#recovery;
  }

  acknowledgeRecovery(): void {
    this.#recovery = undefined;
  }

  /** Validates and saves a patch; throws ExpectedError('invalid-settings') when it is refused. */
  update(patch: unknown): StoredSettings {
    const parsedPatch = settingsPatchSchema.safeParse(patch);
    if (!parsedPatch.success) throw invalid(parsedPatch.error.issues);
    const merged: Record<string, unknown> = { ...this.#current };
    for (const [key, value] of Object.entries(parsedPatch.data)) {
      if (value === null) delete merged[key];
      else if (value !== undefined) merged[key] = value;
    }
    const parsed = settingsSchema.safeParse(merged);
    if (!parsed.success) throw invalid(parsed.error.issues);

    const previous = this.#current;
    if (JSON.stringify(parsed.data) === JSON.stringify(previous)) return previous;
    if (!this.#inMemoryOnly) this.#file.write(parsed.data);
    this.#current = deepFreeze(parsed.data);
    for (const listener of this.#listeners) {
      try {
        listener(parsed.data, previous);
      } catch (error) {
        this.#onError(error);
      }
    }
    return parsed.data;
  }

  onChange(listener: SettingsListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #loadDocument(raw: unknown): void {
    const migration = migrateSettings(raw);
    if (migration.kind === 'newer') {
      this.#inMemoryOnly = true;
      this.#recovery = { reason: 'newer-version', at: this.#now().toISOString() };
      return;
    }
    if (migration.kind === 'unrecognised') return this.#recover('invalid');
    const parsed = settingsSchema.safeParse(migration.data);
    if (!parsed.success) return this.#recover('invalid');
    this.#current = deepFreeze(parsed.data);
    if (migration.kind === 'migrated') this.#writeQuietly(parsed.data);
  }

  #recover(reason: RecoveryReason): void {
    const at = this.#now();
    this.#current = DEFAULT_SETTINGS;
    try {
      const movedTo = this.#file.moveAside(at);
      this.#recovery = { reason, movedTo, at: at.toISOString() };
    } catch (error) {
      // Run on defaults but leave the file alone: overwriting it would lose what it held.
      this.#onError(error);
      this.#recovery = { reason, at: at.toISOString() };
      return;
    }
    this.#writeQuietly(DEFAULT_SETTINGS);
  }

  /** At load a failed write only means the same work is redone next start. */
  #writeQuietly(settings: StoredSettings): void {
    try {
      this.#file.write(settings);
    } catch (error) {
      this.#onError(error);
    }
  }
}

function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ExpectedError {
  const issue = issues[0];
  const where = issue?.path.map(String).join('.') ?? '';
  const message = issue ? `${where ? `${where}: ` : ''}${issue.message}` : 'Invalid settings.';
  return new ExpectedError('invalid-settings', message.slice(0, 300));
}
