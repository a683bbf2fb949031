import { describe, expect, it } from 'vitest';
import { Navigation, sectionRoute } from '../../../../../renderer/src/shared/state/navigation.svelte';

describe('Navigation', () => {
  it('goes forward and back; a detail belongs to its list section', () => {
    const nav = new Navigation();
    expect(nav.route).toEqual({ name: 'dashboard' });
    nav.go({ name: 'crew' });
    nav.go({ name: 'worker', workerId: '7' });
    expect(nav.section).toBe('crew');
    nav.back();
    expect(nav.route).toEqual({ name: 'crew' });
    nav.back();
    expect(nav.route).toEqual({ name: 'dashboard' });
    nav.back();
    expect(nav.route).toEqual({ name: 'dashboard' });
  });

  it('going where it already is adds no history', () => {
    const nav = new Navigation();
    nav.go({ name: 'settings' });
    nav.go({ name: 'settings' });
    nav.back();
    expect(nav.route).toEqual({ name: 'dashboard' });
  });

  it('a section opens on its list; "follow" on its events tab', () => {
    expect(sectionRoute('follow')).toEqual({ name: 'follow', tab: 'events' });
    expect(sectionRoute('crew')).toEqual({ name: 'crew' });
  });
});
