/**
 * What the Office's Integration tab thinks (IntegrationPanel only draws it): the id typed and its
 * check, the picks (recently opened, the demo's examples), the integration read from the server
 * when asked, and its secret regenerated behind a confirmation. The new secret lives only here:
 * gone when hidden, when another integration is opened, or with the screen that made this
 * state. Never stored, never logged, never put in a toast.
 * Created while a component initialises: its live queries and effects run in that component's.
 */
import type { IntegrationRow } from '../../../../preload/contract';
import { call } from '../../shared/bridge';
import { m } from '../../../../preload/i18n';
import { checkId } from '../../shared/follow-view';
import type { AppState } from '../../shared/state/app-state';
import { DemoExamplesState } from '../../shared/state/demo-examples.svelte';
import { RecentlyOpenedState } from '../../shared/state/recently-opened.svelte';
import { officeProblem, type OfficeProblem } from './office-errors';

export type IntegrationPick = { key: string; label: string; detail?: string };

/** The integration asked for: nothing yet, being read, read, or why it could not be. */
export type IntegrationRead =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; integration: IntegrationRow }
  | { state: 'failed'; problem: OfficeProblem };

/** Regenerating the secret: nothing under way, under way, or why it failed (with what to do). */
export type Regeneration =
  { state: 'idle' } | { state: 'running' } | { state: 'failed'; problem: OfficeProblem; note: string | undefined };

export type IntegrationApp = Pick<AppState, 'bridge' | 'connection' | 'toasts'>;

export class IntegrationState {
  readonly #app: IntegrationApp;
  readonly #recent: RecentlyOpenedState;
  readonly #examples: DemoExamplesState;
  /** Counts the openings: an answer for one opened before the last is dropped. */
  #run = 0;

  text = $state('');
  idError = $state<string | undefined>(undefined);
  /** The regenerate confirmation is open. */
  confirming = $state(false);
  #read = $state.raw<IntegrationRead>({ state: 'none' });
  #regeneration = $state.raw<Regeneration>({ state: 'idle' });
  #secret = $state.raw<{ integration: string; value: string } | undefined>(undefined);

  constructor(app: IntegrationApp, offline: () => boolean) {
    this.#app = app;
    this.#recent = new RecentlyOpenedState(app, 'integration');
    this.#examples = new DemoExamplesState(app.bridge, app.connection);

    // Offline the details would be stale: drop them. A secret just made stays: it is the only copy.
    $effect(() => {
      if (!offline()) return;
      this.#run += 1;
      this.#read = { state: 'none' };
      this.#regeneration = { state: 'idle' };
      this.confirming = false;
    });
  }

  get read(): IntegrationRead {
    return this.#read;
  }
  /** The integration read's name, or "Integration 11" for one with none. */
  get title(): string {
    const read = this.#read;
    if (read.state !== 'found') return '';
    return read.integration.name ?? m.office_integration_unnamed({ id: String(read.integration.id) });
  }
  get regeneration(): Regeneration {
    return this.#regeneration;
  }
  get secret(): { integration: string; value: string } | undefined {
    return this.#secret;
  }
  get recentPicks(): IntegrationPick[] {
    return this.#recent.current.map((o) => ({
      key: o.key,
      label: o.label || m.office_integration_unnamed({ id: o.key }),
      detail: m.office_pick_id({ id: o.key }),
    }));
  }
  get examplePicks(): IntegrationPick[] {
    return this.#examples.current.integrations.map((id) => ({ key: id, label: m.office_integration_unnamed({ id }) }));
  }

  /** Reads the typed id's integration, or says in words what is wrong with the id. */
  show(): void {
    const checked = checkId(this.text);
    if ('error' in checked) {
      this.idError = checked.error;
      return;
    }
    void this.open(checked.id);
  }

  openPick(pick: IntegrationPick): void {
    this.text = pick.key;
    void this.open(pick.key);
  }

  async open(id: string): Promise<void> {
    this.idError = undefined;
    const mine = ++this.#run;
    this.#read = { state: 'loading' };
    this.#regeneration = { state: 'idle' };
    this.#secret = undefined;
    try {
      const found = await call(this.#app.bridge.integration({ id }));
      if (mine === this.#run) this.#read = { state: 'found', integration: found };
      this.#recent.remember([id], found.name);
    } catch (error) {
      if (mine === this.#run) this.#read = { state: 'failed', problem: officeProblem(error) };
    }
  }

  async regenerate(): Promise<void> {
    if (this.#read.state !== 'found') return;
    this.confirming = false;
    const about = this.#read.integration;
    this.#regeneration = { state: 'running' };
    try {
      const answer = await call(this.#app.bridge.regenerateIntegration({ id: String(about.id) }));
      this.#secret = {
        integration: about.name ?? m.office_integration_lower({ id: String(about.id) }),
        value: answer.secretKey,
      };
      this.#regeneration = { state: 'idle' };
    } catch (error) {
      const problem = officeProblem(error);
      // A POST is never repeated by itself; a lost answer may still have changed the secret.
      const unsure = problem.code === 'network' || problem.code === 'timeout';
      this.#regeneration = {
        state: 'failed',
        problem,
        note: unsure ? m.office_regenerate_unsure() : undefined,
      };
    }
  }

  hideSecret(): void {
    this.#secret = undefined;
  }

  /** Copies the secret with `write` (the system clipboard's); the toast says which way it went. */
  async copy(write: (text: string) => Promise<void>): Promise<void> {
    if (!this.#secret) return;
    const { toasts } = this.#app;
    try {
      await write(this.#secret.value);
      toasts.show(m.office_copied());
    } catch {
      toasts.show(m.office_copy_failed(), 'error');
    }
  }

  async openSite(url: string): Promise<void> {
    const { bridge, toasts } = this.#app;
    try {
      const opened = await call(bridge.openExternal({ url }));
      if (!opened) toasts.show(m.office_address_refused(), 'error');
    } catch (error) {
      toasts.show(m.office_address_failed({ reason: (error as Error).message }), 'error');
    }
  }
}
