import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { AuditLogEntryRow } from '../../../../../preload/contract';
import {
  addAuditPage,
  AUDIT_PAGE_SIZE,
  auditEntryView,
  auditQuery,
  auditTime,
  EMPTY_PAGING,
  NO_AUDIT_FILTERS,
  nextAuditQuery,
  filterChoices,
  seenValues,
} from '../../../../../renderer/src/features/office/audit-log-view';

const entry = (id: number, extra: Partial<AuditLogEntryRow> = {}): AuditLogEntryRow => ({
  id,
  documentType: 'i9',
  documentId: 1000 + id,
  accessType: 'view',
  accessedBy: 7,
  accessedAt: '2026-11-20T14:03:00Z',
  ...extra,
});

describe('audit log filters → request', () => {
  it('no filters: only the page size, which the API caps at 100', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({ query: { limit: AUDIT_PAGE_SIZE } });
    expect(AUDIT_PAGE_SIZE).toBeLessThanOrEqual(100);
  });

  it('sends each filter set, trimmed, under its request name', () => {
    expect(auditQuery({ from: '2026-11-01', to: '2026-11-20', documentType: ' i9 ', accessType: 'download ' })).toEqual(
      {
        query: {
          limit: AUDIT_PAGE_SIZE,
          startDate: '2026-11-01',
          endDate: '2026-11-20',
          documentType: 'i9',
          accessType: 'download',
        },
      },
    );
    expect(auditQuery({ ...NO_AUDIT_FILTERS, to: '2026-11-20' })).toEqual({
      query: { limit: AUDIT_PAGE_SIZE, endDate: '2026-11-20' },
    });
  });

  it('refuses what the server would refuse, in words, before anything is sent', () => {
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '2026-11-21', to: '2026-11-20' })).toEqual({
      error: 'The start date is after the end date.',
    });
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '2026-02-30' })).toEqual({
      error: 'From: write the date as mm/dd/yyyy.',
    });
    expect(auditQuery({ ...NO_AUDIT_FILTERS, to: '20/11/2026' })).toEqual({
      error: 'To: write the date as mm/dd/yyyy.',
    });
    expect(auditQuery({ ...NO_AUDIT_FILTERS, documentType: 'x'.repeat(101) })).toHaveProperty('error');
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '2026-11-20', to: '2026-11-20' })).toHaveProperty('query');
  });
});

describe('audit log dates as a supervisor types them', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('reads month first in English and day first in Spanish, and sends ISO days', () => {
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '11/1/2026', to: '11/20/2026' })).toEqual({
      query: { limit: AUDIT_PAGE_SIZE, startDate: '2026-11-01', endDate: '2026-11-20' },
    });
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '1/11/2026', to: '20/11/2026' })).toEqual({
      query: { limit: AUDIT_PAGE_SIZE, startDate: '2026-11-01', endDate: '2026-11-20' },
    });
  });

  it('says in Spanish which field does not read and the pattern to write it in', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '11/20/2026' })).toEqual({
      error: 'Desde: escriba la fecha como dd/mm/aaaa.',
    });
    expect(auditQuery({ ...NO_AUDIT_FILTERS, from: '21/11/2026', to: '20/11/2026' })).toEqual({
      error: 'La fecha de inicio es posterior a la de fin.',
    });
  });
});

describe('audit log paging on the cursor', () => {
  it('appends pages and continues where the server said, with the same filters', () => {
    const first = { limit: AUDIT_PAGE_SIZE, documentType: 'i9' };
    const one = addAuditPage(EMPTY_PAGING, { entries: [entry(9), entry(8)], nextCursor: 'c1' });
    expect(nextAuditQuery(first, one)).toEqual({ ...first, cursor: 'c1' });
    const two = addAuditPage(one, { entries: [entry(7)], nextCursor: null });
    expect(two.entries.map((e) => e.id)).toEqual([9, 8, 7]);
    expect(two.nextCursor).toBeNull();
    expect(nextAuditQuery(first, two)).toBeUndefined();
    expect(two.repeatedCursor).toBe(false);
  });

  it('lists an entry once when pages overlap', () => {
    const one = addAuditPage(EMPTY_PAGING, { entries: [entry(9), entry(8)], nextCursor: 'c1' });
    const two = addAuditPage(one, { entries: [entry(8), entry(7)], nextCursor: 'c2' });
    expect(two.entries.map((e) => e.id)).toEqual([9, 8, 7]);
  });

  it('stops instead of looping when the server hands back a cursor it gave before', () => {
    const one = addAuditPage(EMPTY_PAGING, { entries: [entry(9)], nextCursor: 'c1' });
    const two = addAuditPage(one, { entries: [entry(8)], nextCursor: 'c1' });
    expect(two.nextCursor).toBeNull();
    expect(two.repeatedCursor).toBe(true);
    expect(nextAuditQuery({ limit: 50 }, two)).toBeUndefined();
  });
});

describe('an audit entry as a line', () => {
  it('says who (by name when this computer knows them), what, which document and when', () => {
    expect(auditEntryView(entry(3), new Map([['7', 'Dana Whitfield']]))).toEqual({
      who: 'Dana Whitfield',
      userId: undefined,
      action: 'Viewed',
      document: 'I-9 form 1003',
      at: '2026-11-20T14:03:00Z',
    });
    // A person this computer has no name for: words where the name belongs, the id beside the entry's.
    expect(auditEntryView(entry(3), new Map())).toMatchObject({ who: 'Unknown user', userId: '7' });
  });

  it('humanises codes nobody names, says a numeric one is unnamed, and fills gaps in words', () => {
    const bare: AuditLogEntryRow = { id: 4, accessType: 'e_signed' };
    expect(auditEntryView(bare, new Map())).toEqual({
      who: 'Unknown user',
      userId: undefined,
      action: 'E signed',
      document: 'Document',
      at: undefined,
    });
    const coded = auditEntryView(entry(5, { documentType: 'offer_letter', accessType: '3' }), new Map());
    expect([coded.document, coded.action]).toEqual([
      'Offer letter 1005',
      'Access type not named by the service',
    ]);
  });

  it('in Spanish, the common document types read in Spanish, not as humanised English codes', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    try {
      const words = ['application', 'offer_letter', 'background_check', 'credential'].map(
        (documentType) => auditEntryView(entry(5, { documentType }), new Map()).document,
      );
      expect(words).toEqual([
        'Solicitud 1005',
        'Carta de oferta 1005',
        'Verificación de antecedentes 1005',
        'Credencial 1005',
      ]);
    } finally {
      setLanguageSource(() => resolveLanguage('en', ['en-US']));
    }
  });

  it('names the day of every line, today included', () => {
    const now = new Date(2026, 10, 22, 18, 0);
    expect(auditTime(new Date(2026, 10, 22, 13, 48).toISOString(), now, 'en-US')).toBe('Today, 1:48 PM');
    expect(auditTime(new Date(2026, 10, 21, 21, 31).toISOString(), now, 'en-US')).toMatch(/^Sat, Nov 21, 9:31/);
    expect(auditTime('not a time', now)).toBe('');
  });

  it('offers, for each filter, every code seen so far in words, earlier pages included', () => {
    const first = seenValues(new Set(), [entry(1, { documentType: 'w4' }), entry(2)], 'documentType');
    const seen = seenValues(
      first,
      [entry(3, { documentType: 'background_check' }), entry(4, { documentType: undefined })],
      'documentType',
    );
    expect(filterChoices(seen, 'documentType')).toEqual([
      { value: 'background_check', label: 'Background check' },
      { value: 'i9', label: 'I-9 form' },
      { value: 'w4', label: 'W-4 form' },
    ]);
    expect(seenValues(seen, [entry(5)], 'documentType')).toBe(seen);
  });
});
