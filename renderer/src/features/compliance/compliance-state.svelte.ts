/**
 * What the Compliance screen thinks (its components only draw it): the ids typed to open a
 * requirement and their checks, the picks (recently opened, the demo's examples, the ones changed
 * here), what this machine knows of the open requirement, and the change queued from the form.
 * Created while a component initialises: its live queries and effects run in that component's.
 */
import { checkId } from '../../shared/follow-view';
import type { AppState } from '../../shared/state/app-state';
import { DemoExamplesState } from '../../shared/state/demo-examples.svelte';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { RecentlyOpenedState } from '../../shared/state/recently-opened.svelte';
import { changeWords, requirementKnowledge, requirementName } from './compliance-view';
import { m } from '../../../../preload/i18n';
import {
  knownRequirements,
  requirementRecord,
  type KnownRequirement,
  type RequirementRecord,
} from './requirement-edits';

/** The requirement the route opens: both ids, or none. */
export interface RequirementRoute {
  templateId?: string | undefined;
  requirementId?: string | undefined;
}

export type RequirementPick = { key: string; label: string; templateId: string; requirementId: string };

const pick = (templateId: string, requirementId: string): RequirementPick => ({
  key: `${templateId}/${requirementId}`,
  label: requirementName(templateId, requirementId),
  templateId,
  requirementId,
});

export type RequiredChoice = 'leave' | 'yes' | 'no';

export type ComplianceApp = Pick<AppState, 'connection' | 'connectivity' | 'nav' | 'outbox' | 'toasts' | 'bridge'>;

export class ComplianceState {
  readonly #app: ComplianceApp;
  readonly #route: () => RequirementRoute;
  readonly #recent: RecentlyOpenedState;
  readonly #examples: DemoExamplesState;
  readonly #known: LiveQuery<KnownRequirement[]>;
  readonly #record: LiveQuery<RequirementRecord>;

  // Opening by ids: the screen is rebuilt for each route, so the route's ids fill them once.
  templateText = $state('');
  requirementText = $state('');
  templateError = $state<string | undefined>(undefined);
  requirementError = $state<string | undefined>(undefined);

  // The change form.
  required = $state<RequiredChoice>('leave');
  changeNotes = $state(false);
  notes = $state('');
  saveError = $state<string | undefined>(undefined);
  saving = $state(false);

  readonly #recentPicks = $derived.by(() => this.#recent.current.map((o) => pick(o.ids[0] ?? '', o.ids[1] ?? '')));
  readonly #examplePicks = $derived.by(() =>
    this.#examples.current.requirements.map((r) => pick(r.templateId, r.requirementId)),
  );
  readonly #knowledge = $derived.by(
    () => this.#record.current && requirementKnowledge(this.#record.current.confirmed, this.#record.current.edits),
  );
  readonly #offline = $derived.by(() => this.#app.connectivity.current?.state === 'offline');

  constructor(app: ComplianceApp, route: () => RequirementRoute) {
    this.#app = app;
    this.#route = route;
    const first = route();
    this.templateText = first.templateId ?? '';
    this.requirementText = first.requirementId ?? '';
    this.#recent = new RecentlyOpenedState(app, 'requirement');
    this.#examples = new DemoExamplesState(app.bridge, app.connection);
    this.#known = new LiveQuery(() => {
      const db = app.connection.db;
      return db ? () => knownRequirements(db) : undefined;
    });
    this.#record = new LiveQuery(() => {
      const db = app.connection.db;
      const { templateId, requirementId } = route();
      if (!db || templateId === undefined || requirementId === undefined) return undefined;
      return () => requirementRecord(db, templateId, requirementId);
    });

    // Every requirement opened goes to the top of "Recently opened".
    $effect(() => {
      const { templateId, requirementId } = route();
      if (app.connection.db && templateId !== undefined && requirementId !== undefined)
        this.#recent.remember([templateId, requirementId]);
    });

    // The notes box starts from the newest value known here, once, when the record first arrives.
    let notesFilled = false;
    $effect(() => {
      const knowledge = this.#knowledge;
      if (notesFilled || !knowledge) return;
      notesFilled = true;
      this.notes = knowledge.pending?.change.notes ?? knowledge.confirmed?.notes ?? '';
    });
  }

  get templateId(): string | undefined {
    return this.#route().templateId;
  }
  get requirementId(): string | undefined {
    return this.#route().requirementId;
  }
  get recentPicks(): readonly RequirementPick[] {
    return this.#recentPicks;
  }
  get examplePicks(): readonly RequirementPick[] {
    return this.#examplePicks;
  }
  /** Requirements changed on this machine, to reopen with one click. */
  get known(): readonly KnownRequirement[] {
    return this.#known.current ?? [];
  }
  /** Why the open requirement could not be read from the local database, if it could not. */
  get error(): unknown {
    return this.#record.error;
  }
  /** Undefined until the open requirement was first read. */
  get knowledge() {
    return this.#knowledge;
  }
  get offline(): boolean {
    return this.#offline;
  }
  /** A change that changes nothing is not offered. */
  get canSave(): boolean {
    return !this.saving && (this.required !== 'leave' || this.changeNotes);
  }

  /** Opens the typed ids, or says in words what is wrong with them. */
  open(): void {
    const t = checkId(this.templateText);
    const r = checkId(this.requirementText);
    this.templateError = 'error' in t ? t.error : undefined;
    this.requirementError = 'error' in r ? r.error : undefined;
    if ('id' in t && 'id' in r) this.openRequirement(t.id, r.id);
  }

  openRequirement(templateId: string, requirementId: string): void {
    this.#app.nav.go({ name: 'compliance', templateId, requirementId });
  }

  /** Queues the change in the outbox (sent at once when online) and resets the choices. */
  async save(): Promise<void> {
    const { outbox, toasts } = this.#app;
    const box = outbox.current;
    const { templateId, requirementId } = this.#route();
    if (!box || templateId === undefined || requirementId === undefined) {
      this.saveError = m.compliance_cannot_queue();
      return;
    }
    const change = {
      ...(this.required === 'leave' ? {} : { isRequired: this.required === 'yes' }),
      ...(this.changeNotes ? { notes: this.notes } : {}),
    };
    this.saving = true;
    try {
      await box.enqueue('requirement-edit', { templateId, requirementId, change });
      this.saveError = undefined;
      this.required = 'leave';
      this.changeNotes = false;
      const words = { change: changeWords(change) };
      toasts.show(this.#offline ? m.compliance_queued_offline(words) : m.compliance_queued(words));
    } catch (err) {
      this.saveError = (err as Error).message;
    } finally {
      this.saving = false;
    }
  }
}
