/**
 * What the connect screen thinks (ConnectScreen only draws it): the server chosen, the key and how
 * to keep it, the checks before anything is sent, and main's refusal in words with its code.
 */
import type { WeakKeyPolicy } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';
import { BridgeError, call } from '../../shared/bridge';
import type { AppState } from '../../shared/state/app-state';
import { connectProblem, withoutCode, type ServerChoice } from './connect-errors';
import { isWeakBackend } from './keychain';

export interface ConnectProblem {
  title: string;
  message: string;
  advice?: string;
  code?: string;
}

export class ConnectForm {
  readonly #app: Pick<AppState, 'bridge' | 'connection'>;
  environment = $state<ServerChoice>('production');
  baseUrl = $state('');
  apiKey = $state('');
  weakPolicy = $state<WeakKeyPolicy | undefined>(undefined);
  #busy = $state<'connect' | 'demo' | undefined>(undefined);
  #problem = $state<ConnectProblem | undefined>(undefined);

  constructor(app: Pick<AppState, 'bridge' | 'connection'>) {
    this.#app = app;
    const initialEnv = app.connection.status?.environment;
    this.environment = initialEnv && initialEnv !== 'demo' ? initialEnv : 'production';
    this.baseUrl = app.connection.settings?.customBaseUrl ?? '';
  }

  /** What is under way: the key being checked or the demo starting. */
  get busy(): 'connect' | 'demo' | undefined {
    return this.#busy;
  }
  get problem(): ConnectProblem | undefined {
    return this.#problem;
  }
  /** The keychain keeps the key weakly: the supervisor chooses how to keep it. */
  get weak(): boolean {
    return isWeakBackend(this.#app.connection.status?.keychainBackend ?? '');
  }

  #fail(e: unknown): void {
    if (e instanceof BridgeError) {
      const p = connectProblem(e.code, this.environment);
      this.#problem = { title: p.title, message: withoutCode(e.message, e.code), advice: p.advice, code: e.code };
    } else {
      this.#problem = { title: m.connect_failed(), message: (e as Error).message };
    }
  }

  /** Checks the form, then the key with the server; true once connected. */
  async connect(): Promise<boolean> {
    this.#problem = undefined;
    if (this.apiKey.trim() === '') {
      this.#problem = { title: m.connect_key_missing(), message: m.connect_key_missing_hint() };
      return false;
    }
    if (this.environment === 'custom' && this.baseUrl.trim() === '') {
      this.#problem = { title: m.connect_url_missing(), message: connectProblem('invalid-base-url').advice };
      return false;
    }
    if (this.weak && !this.weakPolicy) {
      this.#problem = { title: m.connect_choose_keeping(), message: m.connect_choose_keeping_hint() };
      return false;
    }
    return this.#attempt('connect', async () => {
      await call(
        this.#app.bridge.connect({
          environment: this.environment,
          baseUrl: this.environment === 'custom' ? this.baseUrl.trim() : undefined,
          apiKey: this.apiKey,
          weakPolicy: this.weakPolicy,
        }),
      );
      this.apiKey = '';
    });
  }

  /** True once the demo runs. */
  async demo(): Promise<boolean> {
    this.#problem = undefined;
    return this.#attempt('demo', async () => {
      await call(this.#app.bridge.startDemo());
    });
  }

  /** Runs `work` with the form busy as `kind`: true when it went through, else its problem shown. */
  async #attempt(kind: 'connect' | 'demo', work: () => Promise<void>): Promise<boolean> {
    this.#busy = kind;
    try {
      await work();
      return true;
    } catch (e) {
      this.#fail(e);
      return false;
    } finally {
      this.#busy = undefined;
    }
  }
}
