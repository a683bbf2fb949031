/**
 * What this machine knows of compliance requirements: the value the server last confirmed
 * (version 8's `requirements`) and the edits in the outbox, for the Compliance screen.
 */
import type { StoredRequirement, StoredRequirementEdit } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { isRequirementEdit } from '../../shared/outbox/item-kinds';

export interface RequirementRecord {
  confirmed: StoredRequirement | undefined;
  /** Every edit of the requirement still in the outbox, any state. */
  edits: StoredRequirementEdit[];
}

export function requirementRecord(db: FieldDb, templateId: string, requirementId: string): Promise<RequirementRecord> {
  return db.transaction('r', [db.requirements, db.outbox], async () => {
    const key: [string, string] = [templateId, requirementId];
    const [confirmed, items] = await Promise.all([
      db.requirements.get(key),
      db.outbox.where('[templateId+requirementId]').equals(key).toArray(),
    ]);
    const edits = items.filter(isRequirementEdit);
    return { confirmed, edits };
  });
}

export interface KnownRequirement {
  templateId: string;
  requirementId: string;
}

/** Every requirement changed on this machine, confirmed or not, by template then requirement id. */
export function knownRequirements(db: FieldDb): Promise<KnownRequirement[]> {
  return db.transaction('r', [db.requirements, db.outbox], async () => {
    const [confirmed, edited] = await Promise.all([
      db.requirements.toCollection().primaryKeys(),
      db.outbox.orderBy('[templateId+requirementId]').keys(),
    ]);
    const unique = new Map<string, KnownRequirement>();
    for (const key of [...confirmed, ...edited]) {
      const [templateId, requirementId] = key as [string, string];
      unique.set(JSON.stringify(key), { templateId, requirementId });
    }
    const byNumber = new Intl.Collator(undefined, { numeric: true });
    return [...unique.values()].sort(
      (a, b) => byNumber.compare(a.templateId, b.templateId) || byNumber.compare(a.requirementId, b.requirementId),
    );
  });
}
