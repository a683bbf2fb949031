/**
 * The requirement as the server confirmed it after an edit was delivered. The reference has
 * no way to read a requirement, so this answer is all the app can know of it: the server's
 * fields where it gave them, else the value the accepted edit sent.
 */
import type { RequirementAnswerRow } from '../../../../preload/contract';
import type { StoredRequirement, StoredRequirementEdit } from '../db/rows';

export function confirmedRequirement(
  edit: StoredRequirementEdit,
  answer: RequirementAnswerRow,
  at: number,
): StoredRequirement {
  return {
    templateId: edit.templateId,
    requirementId: edit.requirementId,
    isRequired: answer.isRequired ?? edit.change.isRequired,
    notes: answer.notes ?? edit.change.notes,
    credentialId: answer.credentialId,
    sourceTemplateId: answer.sourceTemplateId,
    confirmedAt: new Date(at).toISOString(),
  };
}
