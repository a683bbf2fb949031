/**
 * The current connection: which server, which key, and whether that key is usable. Builds the
 * API client for it. The key lives in the vault (or, in demo mode, in memory only) and never
 * leaves main: status() describes it by its last four characters.
 */
import {
  API_CODE_WORDS,
  type ConnectionStatus,
  type ConnectRequest,
  type DemoExamples,
  type Environment,
  type WeakKeyPolicy,
} from '../../preload/contract.js';
import { m } from '../../preload/i18n/index.js';
import { createClient, type WorkforceClient } from './api/client.js';
import { ApiError } from './api/errors.js';
import { BASE_URLS, resolveProfile } from './api/profile.js';
import type { FetchLike } from './api/transport.js';
import { fetchDemoExamples, NO_DEMO_EXAMPLES } from './demo-examples.js';
import { ExpectedError } from './ipc/expected-error.js';
import { isAllowedBaseUrl } from '../../preload/settings-fields.js';
import type { SettingsService } from './settings/settings-service.js';
import { apiKeySchema } from './input-schemas.js';
import type { Vault, VaultStatus } from './vault.js';

export interface DemoServer {
  baseUrl: string;
  apiKey: string;
  close(): Promise<void>;
}

export interface ConnectionDeps {
  vault: Vault;
  settings: SettingsService;
  fetch: FetchLike;
  /** Starts the in-process simulator for demo mode. */
  startDemo(): Promise<DemoServer>;
  timeoutMs?: number;
}

/** The contract's words for a rejected key, naming the code for support (in the language of now). */
const keyRejected = () => m.main_key_rejected({ words: API_CODE_WORDS['ATH-100'].replace(/\.$/, '') });

const REASONS: Record<string, () => string> = {
  undecryptable: m.main_key_undecryptable,
  'ask-every-start': m.main_key_ask_every_start,
  'encryption-unavailable': m.main_key_keychain_unavailable,
  rejected: () => m.main_key_rejected_enter({ rejected: keyRejected() }),
  'unconfirmed-server': m.main_key_unconfirmed_server,
};

/** The settings were changed outside the app (or tampered with): say where the key belongs. */
function otherServerReason(sealedTo: string | undefined, now: string | undefined): string {
  const host = (url: string | undefined) => (url ? URL.parse(url)?.host : undefined) ?? m.main_no_server();
  return m.main_key_other_server({ sealedTo: host(sealedTo), now: host(now) });
}

export function baseUrlFor(environment: Environment, custom: string | undefined): string {
  if (environment === 'production' || environment === 'sandbox') return BASE_URLS[environment];
  if (!custom || !isAllowedBaseUrl(custom)) {
    throw new ExpectedError('invalid-base-url', m.main_bad_base_url());
  }
  return custom.replace(/\/+$/, '');
}

export class Connection {
  #demo: DemoServer | undefined;
  #rejected = false;
  #client: { key: string; client: WorkforceClient } | undefined;

  constructor(private readonly deps: ConnectionDeps) {
    deps.settings.onChange(() => (this.#client = undefined));
  }

  get environment(): Environment | undefined {
    return this.deps.settings.get().environment;
  }

  baseUrl(): string | undefined {
    const s = this.deps.settings.get();
    if (!s.environment) return undefined;
    if (s.environment === 'demo') return this.#demo?.baseUrl;
    return s.environment === 'custom' ? s.customBaseUrl : BASE_URLS[s.environment];
  }

  /** Resumes demo mode after a restart; other connections just unlock the vault. */
  async start(): Promise<ConnectionStatus> {
    const environment = this.environment;
    const baseUrl = this.baseUrl();
    if (environment === 'demo') await this.#ensureDemo();
    else this.deps.vault.unlock(environment && baseUrl ? { environment, baseUrl } : undefined);
    return this.status();
  }

  status(): ConnectionStatus {
    const env = this.environment;
    if (env === 'demo') {
      return {
        state: this.#demo ? 'ready' : 'needs-key',
        environment: 'demo',
        baseUrl: this.#demo?.baseUrl,
        keychainBackend: this.deps.vault.status().backend,
        weakProtection: false,
        last4: undefined,
        savedAt: undefined,
        reason: this.#demo ? undefined : m.demo_not_running(),
      };
    }
    const v: VaultStatus = this.deps.vault.status();
    const matches = v.environment === env && v.baseUrl === this.baseUrl();
    const state: ConnectionStatus['state'] =
      v.state === 'weak-protection-choice-required'
        ? 'weak-choice'
        : env && v.state === 'ready' && matches && !this.#rejected
          ? 'ready'
          : env && (v.configured || this.#rejected)
            ? 'needs-key'
            : v.state === 'needs-key'
              ? 'needs-key'
              : 'empty';
    const reason = this.#rejected
      ? REASONS['rejected']!()
      : v.needsKeyReason === 'other-server'
        ? otherServerReason(v.baseUrl, this.baseUrl())
        : v.needsKeyReason
          ? REASONS[v.needsKeyReason]?.()
          : undefined;
    return {
      state,
      environment: env,
      baseUrl: this.baseUrl(),
      keychainBackend: v.backend,
      weakProtection: v.weak,
      last4: v.last4,
      savedAt: v.savedAt,
      reason: state === 'needs-key' ? (reason ?? m.main_key_needed()) : undefined,
    };
  }

  /** The simulator's own ids in demo mode; none on any other connection (a real server is never asked). */
  async demoExamples(): Promise<DemoExamples> {
    const demo = this.environment === 'demo' ? this.#demo : undefined;
    return demo ? fetchDemoExamples(this.deps.fetch, demo) : NO_DEMO_EXAMPLES;
  }

  /** The client for the connection, or undefined while no usable key is known. */
  client(): WorkforceClient | undefined {
    const baseUrl = this.baseUrl();
    const key =
      this.environment === 'demo'
        ? this.#demo?.apiKey
        : this.status().state === 'ready'
          ? this.deps.vault.getKey()
          : undefined;
    if (!baseUrl || !key) return undefined;
    const cacheKey = `${baseUrl}\n${key}`;
    if (this.#client?.key !== cacheKey) {
      // The vault seals a key from an older version once the server has accepted it.
      const onAccepted = this.environment === 'demo' ? undefined : () => this.deps.vault.keyAccepted();
      this.#client = { key: cacheKey, client: this.#build(baseUrl, key, onAccepted) };
    }
    return this.#client.client;
  }

  /** The client for an online-only call; refused in words while there is none. */
  requireClient(): WorkforceClient {
    const client = this.client();
    if (!client) throw new ExpectedError('not-connected', m.main_not_connected());
    return client;
  }

  /** Validates the key with one cheap call, then stores it. A rejected key is never stored. */
  async connect(req: ConnectRequest): Promise<ConnectionStatus> {
    const baseUrl = baseUrlFor(req.environment, req.baseUrl);
    // The vault's rule, before the key is first sent: a malformed key never leaves the machine.
    const parsed = apiKeySchema.safeParse(req.apiKey);
    if (!parsed.success) throw new ExpectedError('invalid-key', parsed.error.issues[0]?.message ?? m.key_invalid());
    const key = parsed.data;
    try {
      await this.#build(baseUrl, key).verifyKey();
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'auth') {
        throw new ExpectedError(
          'ATH-100',
          req.environment === 'sandbox' || req.environment === 'production'
            ? m.main_key_wrong_environment({
                rejected: keyRejected(),
                environment: req.environment,
                other: req.environment === 'sandbox' ? 'production' : 'sandbox',
              })
            : m.main_key_check_url({ rejected: keyRejected() }),
        );
      }
      if (e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout')) {
        throw new ExpectedError('NETWORK', m.main_key_unreachable({ host: new URL(baseUrl).host, reason: e.message }));
      }
      throw e;
    }
    await this.#stopDemo();
    const previous = this.#target();
    if (req.weakPolicy) this.deps.vault.chooseWeakPolicy(req.weakPolicy);
    this.deps.vault.save(key, { environment: req.environment, baseUrl });
    this.#rejected = false;
    this.#applyTarget(req.environment, req.environment === 'custom' ? baseUrl : undefined, previous);
    return this.status();
  }

  chooseWeakPolicy(policy: WeakKeyPolicy): ConnectionStatus {
    this.deps.vault.chooseWeakPolicy(policy);
    return this.status();
  }

  /** Starts the in-process simulator and connects to it; the key stays in memory. */
  async startDemo(): Promise<ConnectionStatus> {
    const previous = this.#target();
    await this.#ensureDemo();
    this.#rejected = false;
    this.#applyTarget('demo', undefined, previous);
    return this.status();
  }

  /** Signs out: erases the key and forgets the connection (the renderer erases its data). */
  async disconnect(): Promise<ConnectionStatus> {
    this.deps.vault.clear();
    await this.#stopDemo();
    this.#rejected = false;
    this.deps.settings.update({ environment: null, customBaseUrl: null, followedEventIds: [], crewWorkerIds: [] });
    return this.status();
  }

  /** The server said ATH-100: the key must be entered again; nothing cached is touched. */
  markRejected(): void {
    if (this.environment !== 'demo') this.#rejected = true;
    this.#client = undefined;
  }

  async dispose(): Promise<void> {
    await this.#stopDemo();
  }

  #target(): string {
    const s = this.deps.settings.get();
    return `${s.environment ?? ''}|${s.customBaseUrl ?? ''}`;
  }

  /** Switching to another server starts with nothing followed: ids differ between servers. */
  #applyTarget(environment: Environment, customBaseUrl: string | undefined, previous: string): void {
    const next = `${environment}|${customBaseUrl ?? ''}`;
    this.deps.settings.update({
      environment,
      customBaseUrl: customBaseUrl ?? null,
      ...(next !== previous ? { followedEventIds: [], crewWorkerIds: [] } : {}),
    });
    this.#client = undefined;
  }

  async #ensureDemo(): Promise<void> {
    this.#demo ??= await this.deps.startDemo();
  }

  async #stopDemo(): Promise<void> {
    const demo = this.#demo;
    this.#demo = undefined;
    await demo?.close();
  }

  #build(baseUrl: string, key: string, onAccepted?: () => void): WorkforceClient {
    const fetch = this.deps.fetch;
    return createClient({
      baseUrl,
      apiKey: key,
      fetch: onAccepted
        ? async (input, init) => {
            const response = await fetch(input, init);
            if (response.ok) onAccepted();
            return response;
          }
        : fetch,
      profile: resolveProfile(this.deps.settings.get().apiProfileOverride),
      timeoutMs: this.deps.timeoutMs,
    });
  }
}
