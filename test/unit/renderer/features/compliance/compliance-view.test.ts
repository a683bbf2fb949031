// How requirement edits read: the change in words, and what is known of a requirement from its
// confirmation and the edits on their way.
import { describe, expect, it } from 'vitest';
import type { StoredRequirement } from '../../../../../renderer/src/shared/db/rows';
import {
  changeWords,
  notesWords,
  pendingWords,
  requirementKnowledge,
} from '../../../../../renderer/src/features/compliance/compliance-view';
import { itemWords } from '../../../../../renderer/src/features/orders/orders-view';
import { editRow, row } from '../../shared/outbox/helpers';

const confirmed: StoredRequirement = {
  templateId: '2',
  requirementId: '105',
  isRequired: false,
  notes: 'Old',
  credentialId: 7,
  sourceTemplateId: 1,
  confirmedAt: '2026-07-01T09:00:00.000Z',
};

describe('changeWords', () => {
  it('names each field the change sets, notes short and quoted, empty notes as none', () => {
    expect(changeWords({ isRequired: true })).toBe('required → yes');
    expect(changeWords({ isRequired: false, notes: '' })).toBe('required → no, notes → none');
    expect(notesWords(`Bring\n the card ${'x'.repeat(80)}`)).toMatch(/^“Bring the card x+…”$/);
    expect(notesWords('x'.repeat(80)).length).toBe(62);
  });

  it('an outbox item reads as its order or as its requirement change', () => {
    expect(itemWords(editRow('e', 'queued'), () => '')).toBe('Requirement 105 of template 2: required → yes');
    expect(itemWords(row('o', 'queued'), (id) => `Worker ${id}`)).toBe('Event staff jacket for Worker 3001');
  });
});

describe('requirementKnowledge', () => {
  it('nothing known: no confirmation and no edit', () => {
    expect(requirementKnowledge(undefined, [])).toEqual({
      confirmed: undefined,
      pending: undefined,
      rejected: undefined,
    });
  });

  it('pending is every waiting edit applied in the order made, since the oldest', () => {
    const edits = [
      editRow('b', 'sending', { createdAt: '2026-07-01T10:00:01.000Z', change: { notes: 'New' } }),
      editRow('a', 'delivered', { createdAt: '2026-07-01T09:59:00.000Z', change: { notes: 'Older' } }),
      editRow('c', 'queued', { createdAt: '2026-07-01T10:00:02.000Z', change: { isRequired: true } }),
    ];
    const known = requirementKnowledge(confirmed, edits);
    expect(known.confirmed).toBe(confirmed);
    expect(known.pending).toMatchObject({
      change: { notes: 'New', isRequired: true },
      since: '2026-07-01T10:00:01.000Z',
      newest: { localId: 'c' },
    });
    expect(pendingWords(known.pending!, new Date('2026-07-01T12:00:00.000Z'))).toMatch(
      /^Pending: required → yes, notes → “New”, queued \d{1,2}:\d{2}/,
    );
  });

  it('a refusal shows only while it is the newest edit', () => {
    const refused = editRow('r', 'rejected', { createdAt: '2026-07-01T10:00:00.000Z', errorCode: 'TPL-200' });
    expect(requirementKnowledge(confirmed, [refused]).rejected).toBe(refused);
    const later = editRow('d', 'delivered', { createdAt: '2026-07-01T10:05:00.000Z' });
    expect(requirementKnowledge(confirmed, [refused, later]).rejected).toBeUndefined();
  });
});
