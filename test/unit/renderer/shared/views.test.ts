import { describe, expect, it } from 'vitest';
import type { CrewMember } from '../../../../renderer/src/features/crew/crew-queries';
import type { StoredEvent, StoredWorker } from '../../../../renderer/src/shared/db/rows';
import { parseProfileOverride, formatProfileOverride } from '../../../../renderer/src/features/settings/api-profile';
import { connectProblem } from '../../../../renderer/src/features/connect/connect-errors';
import { filterCrew, toCrewItem } from '../../../../renderer/src/features/crew/crew-view';
import { checkId, followEventItems, followWorkerItems, toggled } from '../../../../renderer/src/shared/follow-view';
import { keychainName } from '../../../../renderer/src/features/connect/keychain';
import { matcher } from '../../../../renderer/src/shared/search';

describe('search', () => {
  it('needs every word, in any order, ignoring case and accents', () => {
    const m = matcher('jose FORK');
    expect(m('José Ruiz — Forklift')).toBe(true);
    expect(m('José Ruiz')).toBe(false);
    expect(matcher('   ')('anything')).toBe(true);
  });
});

describe('crew', () => {
  const member = (id: string, name: string, tags: string[]): CrewMember => ({
    workerId: id,
    worker: name
      ? ({ id, name, email: '', phone: '', uuid: '', personnelId: '', notFound: false } as StoredWorker)
      : undefined,
    tags: tags.map((text, i) => ({ workerId: id, id: String(i), text })),
    notFound: false,
  });

  it('finds crew by name or tag, sorted by name; unknown workers go by id', () => {
    const items = [member('2', 'Zoe Park', ['Forklift']), member('1', 'Ana Lee', ['CPR']), member('3', '', [])].map(
      (m) => toCrewItem(m),
    );
    expect(filterCrew(items, '').map((i) => i.name)).toEqual(['Ana Lee', 'Worker 3', 'Zoe Park']);
    expect(filterCrew(items, 'forklift').map((i) => i.name)).toEqual(['Zoe Park']);
  });
});

describe('follow lists', () => {
  const TODAY = '2026-11-24';
  const ev = (id: string, name: string, city = ''): StoredEvent => ({
    id,
    name,
    date: '2026-11-24',
    venue: '',
    city,
    clientId: '',
    notFound: false,
  });

  it('show followed ids the list lacks first, and search name, city and date', () => {
    const items = followEventItems([ev('1', 'Expo', 'Oakland'), ev('2', 'Gala')], ['9', '2'], '', false, TODAY);
    expect(items.map((i) => [i.event.id, i.byIdOnly])).toEqual([
      ['9', true],
      ['1', false],
      ['2', false],
    ]);
    expect(followEventItems([ev('1', 'Expo', 'Oakland')], [], 'oakland', false, TODAY)).toHaveLength(1);
    expect(followEventItems([ev('1', 'Expo')], [], 'nov 24', false, TODAY)).toHaveLength(1);
    expect(followEventItems([ev('1', 'Expo'), ev('2', 'Gala')], ['2'], '', true, TODAY).map((i) => i.event.id)).toEqual(['2']);
  });

  it('list today and upcoming events first, soonest first, then past ones, latest first', () => {
    const on = (id: string, date: string): StoredEvent => ({ ...ev(id, `Event ${id}`), date });
    // As the database hands them over: by date.
    const stored = [
      on('past-far', '2026-10-02'),
      on('past-near', '2026-11-20'),
      on('today', TODAY),
      on('tomorrow', '2026-11-25'),
      on('later', '2026-12-18'),
      on('undated', ''),
    ];
    expect(followEventItems(stored, [], '', false, TODAY).map((i) => i.event.id)).toEqual([
      'today',
      'tomorrow',
      'later',
      'past-near',
      'past-far',
      'undated',
    ]);
  });

  it('workers likewise', () => {
    const w = { id: '5', name: 'Ana', email: 'ana@x', phone: '', uuid: '', personnelId: 'P5', notFound: false };
    expect(followWorkerItems([w], ['7'], '', false).map((i) => i.worker.id)).toEqual(['7', '5']);
    expect(followWorkerItems([w], [], 'ana@', false)).toHaveLength(1);
  });

  it('toggle ids and check typed ids', () => {
    expect(toggled(['1', '2'], '3', true)).toEqual(['1', '2', '3']);
    expect(toggled(['1', '2'], '1', false)).toEqual(['2']);
    expect(toggled(['1'], '1', true)).toEqual(['1']);
    expect(checkId('  42 ')).toEqual({ id: '42' });
    expect(checkId(' ')).toHaveProperty('error');
    expect(checkId('x'.repeat(101))).toHaveProperty('error');
  });
});

describe('API profile overrides', () => {
  it('accept the known sections and empty text', () => {
    expect(parseProfileOverride('')).toEqual({ ok: true, value: {} });
    const value = { paths: { events: '/v2/events' }, pageSize: { discoveryPage: 50 }, orderablesPath: 'a.b' };
    expect(parseProfileOverride(JSON.stringify(value))).toEqual({ ok: true, value });
    expect(formatProfileOverride({})).toBe('');
  });

  it.each([
    ['{', 'Not valid JSON'],
    ['[]', 'one JSON object'],
    ['{"path": {}}', 'Unknown section "path"'],
    ['{"paths": {"events": "v2/events"}}', '"paths.events" must be a path starting with /'],
    ['{"pageSize": {"discoveryPage": 0}}', '"pageSize.discoveryPage" must be a whole number'],
    ['{"orderablesPath": ""}', 'orderablesPath'],
  ])('refuse %s, saying where', (text, message) => {
    const parsed = parseProfileOverride(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(message);
  });
});

describe('words for codes', () => {
  it('explain ATH-100 as a rejected key that may belong to the other environment', () => {
    expect(connectProblem('ATH-100').title).toBe('The API key was rejected as missing or invalid');
    expect(connectProblem('ATH-100').advice).toContain('sandbox key');
    expect(connectProblem('XYZ').title).toBe('Could not connect');
    expect(keychainName('basic_text')).toContain('weak');
    expect(keychainName('odd')).toContain('odd');
  });
});
