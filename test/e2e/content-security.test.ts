// The page's styles come from the app's own files only: a `style="…"` attribute or a <style>
// element is refused by the Content Security Policy and reported (the harness fails a launch on
// any report); what Svelte's `style:` directive sets through the CSSOM still applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { upcomingEventIds } from './support/demo-events';
import { followEvent, goTo, startDemo } from './support/ui';

let app: LaunchedApp;
beforeAll(async () => {
  app = await launchApp();
});
afterAll(() => app?.close());

describe('styles under the Content Security Policy', () => {
  it('loads the page with nothing refused', async () => {
    await app.page.getByRole('button', { name: 'Explore with demo data' }).waitFor();
    // The palette's colours reached the page (adopted through the CSSOM, not a <style>).
    const surface = await app.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--surface'),
    );
    expect(surface.trim()).not.toBe('');
    expect(app.takeCspViolations()).toEqual([]);
  });

  it('refuses an inline style attribute and a <style> element, and reports each', async () => {
    const applied = await app.page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML = '<p id="csp-attr" style="color: rgb(255, 0, 0)">attr</p><p id="csp-element">element</p>';
      const sheet = document.createElement('style');
      sheet.textContent = '#csp-element { color: rgb(0, 0, 255); }';
      document.body.append(host, sheet);
      const color = (id: string) => getComputedStyle(document.getElementById(id)!).color;
      return [color('csp-attr'), color('csp-element')];
    });
    expect(applied).not.toContain('rgb(255, 0, 0)');
    expect(applied).not.toContain('rgb(0, 0, 255)');
    const reports: string[] = [];
    await expect.poll(() => reports.push(...app.takeCspViolations()), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(reports.join('\n')).toMatch(/style-src/);
  });

  it('draws the dashboard, whose fill bars are sized by style:, with nothing refused', async () => {
    await startDemo(app.page);
    for (const id of upcomingEventIds(app.simulator!, 2)) await followEvent(app.page, id);
    await goTo(app.page, 'Dashboard');
    const bars = app.page.locator('.fill .bar');
    await bars.first().waitFor({ state: 'attached' });
    // FillBar's style:transform reaches the element through the CSSOM, which the policy allows.
    const transforms = await bars.evaluateAll((all) => all.map((b) => (b as HTMLElement).style.transform));
    expect(transforms.length).toBeGreaterThan(0);
    for (const transform of transforms) expect(transform).toMatch(/^scaleX\((0(\.\d+)?|1)\)$/);
    expect(app.takeCspViolations()).toEqual([]);
  });
});
