// Ids and profile overrides that would move a request (and its key) off the API's own route
// are refused before anything is sent; the simulator's request counters prove nothing arrived.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../main/core/api/operations.js';
import { DEFAULT_PROFILE, resolveProfile, type ApiProfile } from '../../../main/core/api/profile.js';
import { apiError, recordingFetch, useClientSuite } from './helpers.js';

const { sim, client, totalRequests } = useClientSuite();

describe('URL guard against the simulator', () => {
  it('a worker id ".." never reaches the server (it used to post to /api/1_12/orders)', async () => {
    const { fetch, calls } = recordingFetch();
    const before = await totalRequests();
    const err = await apiError(() => client({ fetch }).createWorkerOrder('..', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'UNSAFE-URL', notSent: true });
    expect(err.message).toBe('The worker id in the address is "." or "..": refused before sending.');
    expect(calls).toEqual([]);
    expect(await totalRequests()).toBe(before);
  });

  it.each(['.', '3001/../../config', '3001?x=1', '3001#x', '..\\config', '..%2fconfig', '%2E%2E', '3%3F', '%252f'])(
    'refuses the id %j before sending',
    async (id) => {
      const { fetch, calls } = recordingFetch();
      const err = await apiError(() => client({ fetch }).workerTags(id));
      expect(err.code).toBe('UNSAFE-URL');
      expect(calls).toEqual([]);
    },
  );

  it('an override "/../../../x" is refused when the profile is built, and by the URL check if it got past', async () => {
    expect(() => resolveProfile({ paths: { hrContacts: '/../../../x' } })).toThrow(
      /may not contain \. or \.\. segments/,
    );
    // A profile that skipped validation still cannot send the key to /x on the same host.
    const unchecked: ApiProfile = {
      ...DEFAULT_PROFILE,
      paths: { ...DEFAULT_PROFILE.paths, hrContacts: '/../../../x' },
    };
    const { fetch, calls } = recordingFetch();
    const err = await apiError(() => client({ fetch, profile: unchecked }).call(OPERATIONS.hrContacts, undefined));
    expect(err).toMatchObject({ code: 'UNSAFE-URL', notSent: true });
    expect(err.message).toContain('would leave the API base URL');
    expect(calls).toEqual([]);
  });

  it('a legal unicode id stays legal: sent once, percent-encoded in its own segment', async () => {
    const { fetch, calls } = recordingFetch();
    const err = await apiError(() => client({ fetch }).workerTags('José-工人.7'));
    expect(err.code).toBe('WRK-100');
    expect(calls).toEqual([`GET ${sim().url}/workers/Jos%C3%A9-%E5%B7%A5%E4%BA%BA.7/tags`]);
  });
});
