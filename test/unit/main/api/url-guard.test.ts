import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../../../main/core/api/http.js';
import { fillPath } from '../../../../main/core/api/profile.js';
import { encodePathId, pathIdProblem, urlUnderBase } from '../../../../main/core/api/url-guard.js';
import { apiProfileOverrideSchema, pathTemplateProblem } from '../../../../preload/api-profile-schema.js';

const BASE = 'https://h.example/api/1_12';

describe('path ids', () => {
  it.each([
    ['.', /"\." or "\.\."/],
    ['..', /"\." or "\.\."/],
    ['%2e%2E', /"\." or "\.\."/],
    ['.%2e', /"\." or "\.\."/],
    ['a/b', /\/, \\, \? or #/],
    ['a\\b', /\/, \\, \? or #/],
    ['a?b', /\/, \\, \? or #/],
    ['a#b', /\/, \\, \? or #/],
    ['a%2fb', /percent-encoded/],
    ['a%2Fb', /percent-encoded/],
    ['a%5cb', /percent-encoded/],
    ['a%3fb', /percent-encoded/],
    ['a%23b', /percent-encoded/],
    ['a%2eb', /percent-encoded/],
    ['a%252fb', /percent-encoded/],
    ['a\nb', /control character/],
    ['', /empty/],
    ['x'.repeat(201), /longer than 200/],
  ])('refuses %j', (id, reason) => {
    expect(pathIdProblem(id)).toMatch(reason);
    expect(() => encodePathId('id', id)).toThrow(expect.objectContaining({ code: 'UNSAFE-URL', notSent: true }));
  });

  it.each(['3001', 'José', '工人-7', 'a.b', '...', 'a b', 'x'.repeat(200), 'a%20b'])('keeps %j legal', (id) => {
    expect(pathIdProblem(id)).toBeUndefined();
    expect(decodeURIComponent(encodePathId('id', id))).toBe(id);
  });

  it('fillPath refuses an unsafe id and names the placeholder', () => {
    expect(() => fillPath('/events/{id}/shifts/{shift_id}', { id: '42', shift_id: '..' })).toThrow(
      'shift id in the address is "." or "..": refused before sending.',
    );
    expect(fillPath('/events/{id}/shifts', { id: 'Zoë 1' })).toBe('/events/Zo%C3%AB%201/shifts');
  });
});

describe('profile path templates', () => {
  it.each([
    ['/../../../x', /\. or \.\. segments/],
    ['/workers/./tags', /\. or \.\. segments/],
    ['/workers/%2e%2e/tags', /\. or \.\. segments/],
    ['/workers//tags', /empty segments/],
    ['/workers?x=1', /letters, digits/],
    ['/workers#x', /letters, digits/],
    ['/work ers', /letters, digits/],
    ['/workers\\x', /letters, digits/],
    ['workers', /start with \//],
    [`/${'a'.repeat(200)}`, /longer than 200/],
  ])('refuses %j', (template, reason) => {
    expect(pathTemplateProblem(template)).toMatch(reason);
  });

  it('settings refuse such an override with the reason in words, and keep good ones', () => {
    const bad = apiProfileOverrideSchema.safeParse({ paths: { hrContacts: '/../../../x' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('a path may not contain . or .. segments');
    expect(apiProfileOverrideSchema.safeParse({ params: { page: 'p'.repeat(65) } }).success).toBe(false);
    expect(apiProfileOverrideSchema.safeParse({ orderablesPath: 'a.'.repeat(101) }).success).toBe(false);
    expect(apiProfileOverrideSchema.safeParse({ paths: { createWorkerOrder: '/worker-orders/{id}' } }).success).toBe(
      true,
    );
  });
});

describe('URLs stay under the base path', () => {
  it('builds the base path plus the path, whatever the trailing slashes', () => {
    expect(urlUnderBase(`${BASE}/`, '/workers/7/tags').toString()).toBe(`${BASE}/workers/7/tags`);
    expect(buildUrl(BASE, '/events', { page: 2 })).toBe(`${BASE}/events?page=2`);
  });

  it.each(['/../x', '/workers/../../x', '/%2e%2e/x', '/workers?x=1', '/a#b', '/a/./b'])(
    'refuses %j, which the URL parser would move or split',
    (path) => {
      expect(() => urlUnderBase(BASE, path)).toThrow(/would leave the API base URL/);
    },
  );
});
