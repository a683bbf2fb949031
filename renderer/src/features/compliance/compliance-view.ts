/**
 * How requirement edits read on screen: the change in words, the requirement's place, and
 * what the Compliance screen can say of a requirement when the server offers no way to read
 * one: the last value it confirmed to this machine, and the edits still on their way.
 */
import type { OutboxItem, RequirementChange, StoredRequirement, StoredRequirementEdit } from '../../shared/db/rows';
import { mergeChanges } from '../../shared/outbox/transitions';
import { formatMoment } from '../../../../preload/i18n';

const NOTES_SHOWN = 60;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Notes as one short quoted line; empty notes as "none". */
export function notesWords(notes: string): string {
  const line = notes.replace(/\s+/g, ' ').trim();
  if (line === '') return 'none';
  return `“${line.length > NOTES_SHOWN ? `${line.slice(0, NOTES_SHOWN - 1)}…` : line}”`;
}

/** "required → yes, notes → “Bring the card”": each field the change sets, in a fixed order. */
export function changeWords(change: RequirementChange): string {
  const parts: string[] = [];
  if (change.isRequired !== undefined) parts.push(`required → ${yesNo(change.isRequired)}`);
  if (change.notes !== undefined) parts.push(`notes → ${notesWords(change.notes)}`);
  return parts.join(', ');
}

/** "Requirement 105 of template 2". */
export const requirementName = (templateId: string, requirementId: string) =>
  `Requirement ${requirementId} of template ${templateId}`;

export interface RequirementKnowledge {
  /** The last value the server confirmed to this machine; undefined when none yet. */
  confirmed: StoredRequirement | undefined;
  /** What the server will hold once every waiting edit arrives, with the newest of them. */
  pending: { change: RequirementChange; since: string; newest: StoredRequirementEdit } | undefined;
  /** The newest edit the server refused, when no later one was delivered or waits. */
  rejected: StoredRequirementEdit | undefined;
}

const WAITING = new Set<OutboxItem['state']>(['queued', 'sending']);

/** From the stored confirmation and this requirement's edits (any order). */
export function requirementKnowledge(
  confirmed: StoredRequirement | undefined,
  edits: readonly StoredRequirementEdit[],
): RequirementKnowledge {
  const byAge = [...edits].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const waiting = byAge.filter((e) => WAITING.has(e.state));
  const newest = byAge.at(-1);
  const pending =
    waiting.length === 0
      ? undefined
      : {
          change: waiting.reduce<RequirementChange>((all, e) => mergeChanges(all, e.change), {}),
          since: waiting[0]!.createdAt,
          newest: waiting.at(-1)!,
        };
  return { confirmed, pending, rejected: newest?.state === 'rejected' ? newest : undefined };
}

/** "Pending: required → yes, queued 14:02" (or "sending"). */
export function pendingWords(pending: NonNullable<RequirementKnowledge['pending']>, now: Date): string {
  const sending = pending.newest.state === 'sending' ? ', sending now' : '';
  return `Pending: ${changeWords(pending.change)}, queued ${formatMoment(pending.since, now)}${sending}`;
}
