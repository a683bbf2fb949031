/**
 * Reads focus from the page: which control has it, the ring it draws (outline or box-shadow),
 * the colour behind that ring, and whether a scrolling or clipping ancestor cuts it off; and
 * the list of every control a keyboard user must be able to reach.
 */
import type { Page } from 'playwright-core';
import { contrastRatio } from './contrast';

export interface Control {
  /** Stable across re-renders: the list row (by index) or the control's name, with a count for repeats. */
  key: string;
  /** For a control in a roving-tabindex list row: the list, the row's index and how many controls the row holds. */
  row?: { list: string; index: number; controls: number };
}

export interface Focused extends Control {
  ring?: { color: string; behind: string; width: number };
  /** The ancestor that cuts the ring off, if any. */
  clippedBy?: string;
}

/** Runs in the page; self-contained (no imports, no outer names) because it is serialised. */
function probe([mode, among]: ['focused' | 'all', string?]): Focused | Control[] | null {
  const SELECTOR = 'a[href], button, input, select, textarea, [tabindex]';
  const hex = (css: string): { hex: string; alpha: number } | undefined => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(css);
    if (!m) return undefined;
    const part = (i: number) => Math.round(Number(m[i])).toString(16).padStart(2, '0');
    return { hex: `#${part(1)}${part(2)}${part(3)}`, alpha: m[4] === undefined ? 1 : Number(m[4]) };
  };
  const mix = (top: { hex: string; alpha: number }, under: string): string => {
    const c = (s: string, at: number) => parseInt(s.slice(at, at + 2), 16);
    const out = [1, 3, 5].map((at) => Math.round(c(top.hex, at) * top.alpha + c(under, at) * (1 - top.alpha)));
    return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  /** The opaque colour painted under `el`'s content: every background from the root down, blended. */
  const backdrop = (el: Element | null): string => {
    const chain: Element[] = [];
    for (let e = el; e; e = e.parentElement) chain.unshift(e);
    return chain.reduce((under, e) => {
      const bg = hex(getComputedStyle(e).backgroundColor);
      return bg && bg.alpha > 0 ? mix(bg, under) : under;
    }, '#ffffff');
  };
  const reachable = (el: HTMLElement): boolean => {
    if (el.matches(':disabled') || el.closest('[inert], [aria-hidden="true"]')) return false;
    // Also false inside a closed <details>.
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    // tabindex -1 marks programmatic targets (headings, main, dialogs), except in a roving
    // list row or a tab list, where the arrow keys reach it.
    return el.tabIndex >= 0 || el.closest('[data-index]') !== null || el.getAttribute('role') === 'tab';
  };
  const name = (el: HTMLElement): string => {
    if (el instanceof HTMLInputElement && el.type === 'radio') return `radio group ${el.name}`;
    // Its shortcut names a nav button better than its text, which carries a live count.
    const shortcut = el.getAttribute('aria-keyshortcuts');
    if (shortcut) return `${el.tagName.toLowerCase()} [${shortcut}]`;
    const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent;
    return `${el.tagName.toLowerCase()} "${(labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  };
  const rowOf = (el: HTMLElement): Control['row'] => {
    const row = el.closest<HTMLElement>('[role="list"] [data-index]');
    if (!row) return undefined;
    const controls = [...row.querySelectorAll<HTMLElement>(SELECTOR)].filter((c) => c.tabIndex >= 0).length;
    const list = el.closest('[role="list"]')?.getAttribute('aria-label') ?? 'list';
    return { list, index: Number(row.dataset['index']), controls: Math.max(1, controls) };
  };
  const describe = (el: HTMLElement): Control => {
    const row = rowOf(el);
    if (row) return { key: `${row.list} row ${row.index}: ${name(el)}`, row };
    // All radios of a group are one stop: Tab reaches the group, arrows the other radios.
    if (el instanceof HTMLInputElement && el.type === 'radio') return { key: name(el) };
    const same = [...document.querySelectorAll<HTMLElement>(SELECTOR)].filter(
      (c) => reachable(c) && name(c) === name(el),
    );
    const nth = same.indexOf(el);
    return { key: nth > 0 ? `${name(el)} #${nth + 1}` : name(el) };
  };

  if (mode === 'all') {
    const all = [...document.querySelectorAll<HTMLElement>(SELECTOR)]
      .filter((el) => reachable(el) && (!among || el.matches(among)))
      .map(describe);
    return [...new Map(all.map((c) => [c.key, c])).values()];
  }

  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const focused: Focused = describe(active);
  // A list row may draw the ring around the whole row (`:has(:focus-visible)`) instead.
  const drawsRing = (e: HTMLElement) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  };
  let el = active;
  const rowEl = active.closest<HTMLElement>('[data-index]');
  for (let e: HTMLElement | null = active; e && rowEl?.contains(e); e = e.parentElement) {
    if (drawsRing(e)) {
      el = e;
      break;
    }
  }
  const style = getComputedStyle(el);
  const outlineWidth = parseFloat(style.outlineWidth);
  const shadow = /(rgba?\([^)]*\))\s+0px\s+0px\s+[\d.]+px\s+([\d.]+)px/.exec(style.boxShadow);
  let reach = 0;
  if (style.outlineStyle !== 'none' && outlineWidth > 0) {
    const color = hex(style.outlineColor);
    const offset = parseFloat(style.outlineOffset);
    // A ring drawn inside the control (negative offset) sits on the control's own background.
    const behind = offset + outlineWidth <= 0 ? backdrop(el) : backdrop(el.parentElement);
    if (color) focused.ring = { color: mix(color, behind), behind, width: outlineWidth };
    reach = Math.max(0, offset + outlineWidth);
  } else if (shadow) {
    const color = hex(shadow[1]!);
    const behind = backdrop(el.parentElement);
    if (color) focused.ring = { color: mix(color, behind), behind, width: Number(shadow[2]) };
    reach = Number(shadow[2]);
  }
  if (focused.ring) {
    const box = el.getBoundingClientRect();
    // A fixed box (a dialog's backdrop) is drawn above its ancestors: their overflow cannot cut it.
    const fixed = (e: Element) => getComputedStyle(e).position === 'fixed';
    for (
      let a = fixed(el) ? null : el.parentElement;
      a && a !== document.documentElement;
      a = fixed(a) ? null : a.parentElement
    ) {
      const overflow = getComputedStyle(a);
      if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      const cut =
        box.left - reach < left - 0.5 ||
        box.top - reach < top - 0.5 ||
        box.right + reach > left + a.clientWidth + 0.5 ||
        box.bottom + reach > top + a.clientHeight + 0.5;
      if (cut) {
        focused.clippedBy = `${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`;
        break;
      }
    }
  }
  return focused;
}

/** The control that has focus now, with its ring; null when focus is on the page body. */
export function focusedControl(page: Page): Promise<Focused | null> {
  return page.evaluate(probe, ['focused'] as ['focused']) as Promise<Focused | null>;
}

/** Every control on the page that Tab or a list's arrow keys must reach (those matching `among`, if given). */
export function controlsOnPage(page: Page, among?: string): Promise<Control[]> {
  return page.evaluate(probe, ['all', among] as ['all', string?]) as Promise<Control[]>;
}

/** Why this focused control's indicator is not good enough, or undefined if it is (2 px, 3:1, uncut). */
export function ringProblem(focused: Focused): string | undefined {
  if (!focused.ring) return `${focused.key}: no focus indicator`;
  // WCAG 2.4.13's minimum: as large as a 2 px thick perimeter.
  if (focused.ring.width < 2) return `${focused.key}: ring only ${focused.ring.width}px thick`;
  const ratio = contrastRatio(focused.ring.color, focused.ring.behind);
  if (ratio < 3) return `${focused.key}: ring ${focused.ring.color} on ${focused.ring.behind} is ${ratio.toFixed(2)}:1`;
  if (focused.clippedBy) return `${focused.key}: ring cut off by ${focused.clippedBy}`;
  return undefined;
}
