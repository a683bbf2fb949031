/**
 * Keeps the API key: encrypted at rest by the OS (through an injected Cipher), in memory once
 * unlocked, and never handed to anything but main's own API client. Nothing here logs, and
 * status() describes the key without revealing it.
 *
 * The key is sealed together with its environment and base URL (one ciphertext), and unlock()
 * compares them with the server the settings point to now: someone who can edit vault.json and
 * settings.json cannot point the stored key at their own host.
 *
 * A record from before sealing (an "unsealed" one) names its server only in plain text, which
 * anyone who can write the file may have changed. It is used only for the official servers (a
 * key sent there reaches nobody else), and sealed once a request with it has succeeded; one
 * naming any other server asks for the key again instead of sending it there even once.
 */
import { z } from 'zod';
import { ExpectedError } from './ipc/expected-error.js';
import type { Environment, WeakKeyPolicy } from '../../preload/contract.js';
import { BASE_URLS } from './api/profile.js';
import { apiKeySchema, environmentSchema } from './input-schemas.js';

/**
 * Electron's safeStorage backends on Linux, plus names for the macOS and Windows ones, and
 * `memory` where there is no keychain by design (the browser preview): the key is held by the
 * process for this session only and must be entered again at the next start.
 */
export type CipherBackend =
  | 'keychain'
  | 'dpapi'
  | 'gnome_libsecret'
  | 'kwallet'
  | 'kwallet5'
  | 'kwallet6'
  | 'basic_text'
  | 'memory'
  | 'unknown';

export interface Cipher {
  isAvailable(): boolean;
  backend(): CipherBackend;
  encrypt(text: string): Uint8Array;
  decrypt(bytes: Uint8Array): string;
}

export const vaultRecordSchema = z.object({
  /** Base64 of the cipher's output; null when the user chose to enter the key every start. */
  ciphertext: z.string().nullable(),
  backend: z.string(),
  savedAt: z.string(),
  environment: environmentSchema,
  baseUrl: z.string(),
  last4: z.string().max(4),
});
export type VaultRecord = z.infer<typeof vaultRecordSchema>;

export interface VaultStore {
  read(): VaultRecord | undefined;
  write(record: VaultRecord): void;
  /** Erases the record and any set aside. */
  clear(): void;
  /** Moves the record out of the active slot without deleting it (it may be recoverable). */
  setAside(record: VaultRecord): void;
}

/** Where the user's answer to "weak protection" is remembered (the settings file). */
export interface WeakPolicyStore {
  get(): WeakKeyPolicy | undefined;
  set(policy: WeakKeyPolicy): void;
}

/** Which connection a key belongs to, so a key is never sent to another environment unnoticed. */
export const keyMetaSchema = z.object({
  environment: environmentSchema,
  baseUrl: z.string().min(1).max(2048),
});
export type KeyMeta = z.infer<typeof keyMetaSchema>;

export type VaultState = 'empty' | 'ready' | 'needs-key' | 'weak-protection-choice-required';
export type NeedsKeyReason =
  'undecryptable' | 'ask-every-start' | 'encryption-unavailable' | 'other-server' | 'unconfirmed-server';

/**
 * What is encrypted: a marker line, then the key with its connection as JSON. A key never
 * contains a line break (apiKeySchema), so a sealed text can never be read as an unsealed key
 * from before sealing, nor the other way round.
 */
const SEAL_MARK = 'field-supervisor-sealed-key-v1\n';
const sealedSchema = keyMetaSchema.extend({ key: apiKeySchema });

/** What a ciphertext decrypts to: a sealed key, an unsealed one (older records), or nothing usable. */
type Opened = { kind: 'sealed'; entry: KeyMeta & { key: string } } | { kind: 'unsealed'; key: string } | undefined;

function seal(entry: KeyMeta & { key: string }): string {
  return SEAL_MARK + JSON.stringify({ key: entry.key, environment: entry.environment, baseUrl: entry.baseUrl });
}

function openText(text: string): Opened {
  if (!text.startsWith(SEAL_MARK)) {
    // A changed OS key can "decrypt" to garbage instead of failing.
    return apiKeySchema.safeParse(text).success ? { kind: 'unsealed', key: text } : undefined;
  }
  try {
    const parsed = sealedSchema.safeParse(JSON.parse(text.slice(SEAL_MARK.length)));
    return parsed.success ? { kind: 'sealed', entry: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

const sameServer = (a: KeyMeta, b: KeyMeta | undefined) =>
  b !== undefined && a.environment === b.environment && a.baseUrl === b.baseUrl;

/** Production or sandbox at its one address: the only servers an unsealed record is trusted for. */
const officialServer = (meta: KeyMeta) =>
  (meta.environment === 'production' || meta.environment === 'sandbox') && meta.baseUrl === BASE_URLS[meta.environment];

export interface VaultStatus {
  state: VaultState;
  /** A key is known to this machine (in memory, stored, or waiting to be re-entered). */
  configured: boolean;
  environment: Environment | undefined;
  baseUrl: string | undefined;
  backend: CipherBackend;
  last4: string | undefined;
  /** When the key was last stored encrypted; undefined while it lives in memory only. */
  savedAt: string | undefined;
  /** The OS offers only obfuscation (Linux basic_text), not real encryption. */
  weak: boolean;
  needsKeyReason: NeedsKeyReason | undefined;
}

export interface VaultDeps {
  cipher: Cipher;
  store: VaultStore;
  policy: WeakPolicyStore;
  now?: () => Date;
}

interface Entry extends KeyMeta {
  key: string;
  last4: string;
}

interface Known extends KeyMeta {
  last4: string;
  savedAt: string | undefined;
}

export class Vault {
  readonly #cipher: Cipher;
  readonly #store: VaultStore;
  readonly #policy: WeakPolicyStore;
  readonly #now: () => Date;
  #state: VaultState = 'empty';
  #reason: NeedsKeyReason | undefined;
  #key: string | undefined;
  #known: Known | undefined;
  /** A key saved on a weak backend, held until the user picks a policy. */
  #pending: Entry | undefined;
  /** The key of an unsealed record, in use, sealed by keyAccepted(). */
  #unsealed: Entry | undefined;

  constructor(deps: VaultDeps) {
    this.#cipher = deps.cipher;
    this.#store = deps.store;
    this.#policy = deps.policy;
    this.#now = deps.now ?? (() => new Date());
  }

  /**
   * Loads the stored key for `current`, the server the settings point to now (undefined when
   * they point nowhere). Call once, after the app is ready (safeStorage needs it). A key sealed
   * to another server is refused and kept (the settings may be put back); an unsealed record
   * from an older version is used only if its plain-text server is an official one and matches.
   */
  unlock(current: KeyMeta | undefined): VaultStatus {
    this.#reset();
    const record = this.#store.read();
    if (!record) return this.status();
    this.#known = { environment: record.environment, baseUrl: record.baseUrl, last4: record.last4, savedAt: undefined };
    if (record.ciphertext === null) return this.#needsKey('ask-every-start');
    // Unavailable may be temporary (a locked keyring): keep the record for the next start.
    if (!this.#cipher.isAvailable()) return this.#needsKey('encryption-unavailable');
    const opened = this.#tryDecrypt(record.ciphertext);
    if (opened === undefined) {
      this.#store.setAside(record);
      return this.#needsKey('undecryptable');
    }
    // The sealed server is the truth; the record's plain-text copy only serves display.
    const entry =
      opened.kind === 'sealed'
        ? { ...opened.entry, last4: record.last4 }
        : { environment: record.environment, baseUrl: record.baseUrl, key: opened.key, last4: record.last4 };
    this.#known = { environment: entry.environment, baseUrl: entry.baseUrl, last4: entry.last4, savedAt: undefined };
    if (!sameServer(entry, current)) return this.#needsKey('other-server');
    if (opened.kind === 'unsealed') {
      if (!officialServer(entry)) return this.#needsKey('unconfirmed-server');
      this.#unsealed = entry;
    }
    this.#known.savedAt = record.savedAt;
    this.#key = entry.key;
    this.#state = 'ready';
    return this.status();
  }

  /**
   * A request with the key in use succeeded: an unsealed record's key has proved to be the
   * key of its server, and is sealed to it now (once).
   */
  keyAccepted(): void {
    const entry = this.#unsealed;
    this.#unsealed = undefined;
    if (entry && this.#state === 'ready' && this.#key === entry.key) this.#commit(entry);
  }

  /** Stores a new key; on a weak backend with no policy yet it waits for chooseWeakPolicy(). */
  save(rawKey: string, meta: KeyMeta): VaultStatus {
    const parsed = apiKeySchema.safeParse(rawKey);
    if (!parsed.success) throw new ExpectedError('invalid-key', parsed.error.issues[0]?.message ?? 'Invalid API key.');
    const key = parsed.data;
    const { environment, baseUrl } = keyMetaSchema.parse(meta);
    const entry: Entry = { environment, baseUrl, key, last4: key.length >= 8 ? key.slice(-4) : '' };
    this.#reset();
    if (this.#isWeak() && this.#cipher.isAvailable() && this.#policy.get() === undefined) {
      this.#pending = entry;
      this.#known = { environment, baseUrl, last4: entry.last4, savedAt: undefined };
      this.#state = 'weak-protection-choice-required';
      return this.status();
    }
    this.#commit(entry);
    return this.status();
  }

  /**
   * Records the user's answer for a weak backend and applies it: to a key waiting for it, or
   * to the key already in use (switching to session-only erases the stored ciphertext).
   */
  chooseWeakPolicy(policy: WeakKeyPolicy): VaultStatus {
    const changed = this.#policy.get() !== policy;
    this.#policy.set(policy);
    const entry = this.#pending ?? (changed ? this.#currentEntry() : undefined);
    this.#pending = undefined;
    if (entry && this.#isWeak()) this.#commit(entry);
    return this.status();
  }

  /** The key, for main's API client only. Undefined unless the vault is ready. */
  getKey(): string | undefined {
    return this.#state === 'ready' ? this.#key : undefined;
  }

  /** Signs out: erases the stored key (and any set aside) and forgets it in memory. */
  clear(): VaultStatus {
    this.#store.clear();
    this.#reset();
    return this.status();
  }

  status(): VaultStatus {
    const backend = this.#backend();
    return {
      state: this.#state,
      configured: this.#state !== 'empty',
      environment: this.#known?.environment,
      baseUrl: this.#known?.baseUrl,
      backend,
      last4: this.#known?.last4 || undefined,
      savedAt: this.#known?.savedAt,
      weak: backend === 'basic_text',
      needsKeyReason: this.#state === 'needs-key' ? this.#reason : undefined,
    };
  }

  /** Persists per backend and policy, falling back to memory only when that is not possible. */
  #commit(entry: Entry): void {
    let record: VaultRecord | undefined;
    if (this.#isWeak() && this.#policy.get() === 'session-only') {
      // No ciphertext, but the connection is remembered so the next start asks for this key.
      record = this.#record(entry, null);
    } else if (this.#cipher.isAvailable()) {
      const ciphertext = this.#tryEncrypt(seal(entry));
      if (ciphertext !== undefined) record = this.#record(entry, ciphertext);
    }
    try {
      // An old record must never outlive a newer key, or the next start would load the old one.
      if (record) this.#store.write(record);
      else this.#store.clear();
    } catch {
      // The key still works until the app quits; status() shows it as not saved.
      record = undefined;
    }
    this.#key = entry.key;
    this.#known = {
      environment: entry.environment,
      baseUrl: entry.baseUrl,
      last4: entry.last4,
      savedAt: record?.ciphertext ? record.savedAt : undefined,
    };
    this.#state = 'ready';
  }

  #record(entry: Entry, ciphertext: string | null): VaultRecord {
    return {
      ciphertext,
      backend: this.#backend(),
      savedAt: this.#now().toISOString(),
      environment: entry.environment,
      baseUrl: entry.baseUrl,
      last4: entry.last4,
    };
  }

  #currentEntry(): Entry | undefined {
    if (this.#state !== 'ready' || this.#key === undefined || !this.#known) return undefined;
    return {
      environment: this.#known.environment,
      baseUrl: this.#known.baseUrl,
      last4: this.#known.last4,
      key: this.#key,
    };
  }

  #tryEncrypt(text: string): string | undefined {
    try {
      return Buffer.from(this.#cipher.encrypt(text)).toString('base64');
    } catch {
      return undefined;
    }
  }

  #tryDecrypt(ciphertext: string): Opened {
    try {
      return openText(this.#cipher.decrypt(Buffer.from(ciphertext, 'base64')));
    } catch {
      return undefined;
    }
  }

  #isWeak(): boolean {
    return this.#backend() === 'basic_text';
  }

  #backend(): CipherBackend {
    try {
      return this.#cipher.backend();
    } catch {
      return 'unknown';
    }
  }

  #needsKey(reason: NeedsKeyReason): VaultStatus {
    this.#state = 'needs-key';
    this.#reason = reason;
    return this.status();
  }

  #reset(): void {
    this.#state = 'empty';
    this.#reason = undefined;
    this.#key = undefined;
    this.#known = undefined;
    this.#pending = undefined;
    this.#unsealed = undefined;
  }
}
