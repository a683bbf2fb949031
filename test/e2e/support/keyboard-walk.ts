/**
 * A keyboard user's walk through one screen: from the skip link, Tab through every stop; in a
 * roving-tabindex list, Home then ArrowDown through every row (Tab through each row's own controls), then
 * Tab on out of the list. Records every control reached and every weak or missing focus ring.
 */
import type { Page } from 'playwright-core';
import { controlsOnPage, focusedControl, ringProblem, type Focused } from './focus-probe';

export interface Walk {
  /** Controls on the screen when the walk began that it never reached. */
  unreached: string[];
  /** Focus indicators under 3:1, missing or cut off. */
  badRings: string[];
  /** How many controls the walk focused. */
  reached: number;
  /** The controls it focused. */
  keys: string[];
}

/** Far more stops than any screen has: a walk that never ends is a focus trap. */
const MAX_STOPS = 400;

export async function walkScreen(page: Page): Promise<Walk> {
  // Found by its class, not its words: the walk runs in Spanish too.
  const onSkipLink = () => page.evaluate(() => document.activeElement?.matches('a.skip-link') ?? false);
  await markDisabledMeanwhile(page);
  const expected = await controlsOnPage(page);
  const reached = new Set<string>();
  const badRings = new Set<string>();
  const visit = (focused: Focused) => {
    reached.add(focused.key);
    const problem = ringProblem(focused);
    if (problem) badRings.add(problem);
  };
  const press = async (key: string) => {
    await page.keyboard.press(key);
    const focused = await focusedControl(page);
    if (!focused?.clippedBy) return focused;
    // A ring cut off at once may be a scroll or late layout still settling (seen under load):
    // judge it as the user sees it, once two frames have been drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return focusedControl(page);
  };

  // Out of the page backwards from its first stop, then Tab in again: a keyboard arrival.
  await page.evaluate(() => document.querySelector<HTMLElement>('a[href], button, input')?.focus());
  await page.keyboard.press('Shift+Tab');
  let focused = await press('Tab');
  if (!(await onSkipLink())) throw new Error(`the first Tab stop is ${focused?.key ?? 'nothing'}`);
  const walkedLists = new Set<string>();

  for (let stops = 0; focused && stops < MAX_STOPS; stops++) {
    visit(focused);
    if (focused.row && !walkedLists.has(focused.row.list)) {
      walkedLists.add(focused.row.list);
      await walkList(press, visit);
    }
    focused = await press('Tab');
    if (await onSkipLink()) break;
  }
  // A control must be reachable when the walk began, when it ended and in between: one that a
  // state change disabled meanwhile (a refresh starting, a connection check under load), even
  // for the moment Tab passed it, is no trap.
  await page.evaluate(() => (window as unknown as { walkObserver?: MutationObserver }).walkObserver?.disconnect());
  const disabledMeanwhile = new Set((await controlsOnPage(page, '[data-walk-disabled]')).map((c) => c.key));
  const still = new Set((await controlsOnPage(page)).map((c) => c.key).filter((k) => !disabledMeanwhile.has(k)));
  return {
    unreached: expected.map((c) => c.key).filter((k) => !reached.has(k) && still.has(k)),
    badRings: [...badRings],
    reached: reached.size,
    keys: [...reached],
  };
}

/** Marks (data-walk-disabled) every element the page disables from now until the observer stops. */
async function markDisabledMeanwhile(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { walkObserver?: MutationObserver };
    w.walkObserver?.disconnect();
    for (const el of document.querySelectorAll('[data-walk-disabled]')) el.removeAttribute('data-walk-disabled');
    w.walkObserver = new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof HTMLElement && target.hasAttribute('disabled')) target.dataset['walkDisabled'] = '';
      }
    });
    w.walkObserver.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
}

/**
 * Tab around the open dialog from the control that has focus until it comes back to it (a modal
 * keeps focus inside); returns the controls reached and every weak or missing ring.
 */
export async function walkDialog(page: Page): Promise<Pick<Walk, 'badRings' | 'keys'>> {
  const first = await focusedControl(page);
  if (!first) throw new Error('nothing has focus in the dialog');
  const keys = [first.key];
  const badRings = [ringProblem(first)];
  for (let stops = 0; stops < MAX_STOPS; stops++) {
    await page.keyboard.press('Tab');
    const focused = await focusedControl(page);
    if (!focused || focused.key === first.key) break;
    keys.push(focused.key);
    badRings.push(ringProblem(focused));
  }
  return { keys, badRings: badRings.filter((p) => p !== undefined) };
}

/**
 * From the row Tab entered (the one last active): Home to the first row, then each row's
 * controls by Tab and the next row by ArrowDown. Ends on the last row.
 */
async function walkList(press: (key: string) => Promise<Focused | null>, visit: (f: Focused) => void): Promise<void> {
  let row = await press('Home');
  if (row) visit(row);
  while (row?.row) {
    for (let i = 1; i < row.row.controls; i++) {
      const next = await press('Tab');
      if (next) visit(next);
    }
    const below = await press('ArrowDown');
    if (!below?.row || below.row.index <= row.row.index) return;
    visit(below);
    row = below;
  }
}
