/**
 * What the Compliance screen hands the outbox to change a requirement, checked here with the
 * id rule every typed id follows, so an edit that main would refuse as a payload is never
 * queued in the first place.
 */
import type { RequirementChange } from '../db/rows';
import { checkId } from '../follow-view';
import { OutboxError } from './errors';

export interface NewRequirementEdit {
  templateId: string;
  requirementId: string;
  change: RequirementChange;
}

/** As main's payload schema allows. */
export const NOTES_MAX = 5000;

function id(text: string, what: string): string {
  const checked = checkId(text);
  if ('error' in checked) throw new OutboxError('invalid-edit', `The ${what}: ${checked.error}`);
  return checked.id;
}

/** The edit with its ids trimmed; throws OutboxError('invalid-edit') saying what is wrong. */
export function validateRequirementEdit(input: NewRequirementEdit): NewRequirementEdit {
  const { isRequired, notes } = input.change;
  if (isRequired === undefined && notes === undefined) {
    throw new OutboxError('invalid-edit', 'Change "required" or the notes first.');
  }
  if (notes !== undefined && notes.length > NOTES_MAX) {
    throw new OutboxError('invalid-edit', `Notes have at most ${NOTES_MAX} characters.`);
  }
  return {
    templateId: id(input.templateId, 'template id'),
    requirementId: id(input.requirementId, 'requirement id'),
    change: {
      ...(isRequired === undefined ? {} : { isRequired }),
      ...(notes === undefined ? {} : { notes }),
    },
  };
}
