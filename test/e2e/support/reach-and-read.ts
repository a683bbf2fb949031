/**
 * What a supervisor with one hand on the mouse meets on the page as it is drawn: a button or link
 * no pointer can reach (outside the window, or outside a box that clips it and cannot scroll to
 * it), a box scrolled or scrollable sideways, a text cut without an ellipsis and its whole words
 * on hover, a column heading broken inside a word, a field's hint cut, a server's timestamp or a
 * raw status code. Runs in the page; returns sentences.
 */
import type { Page } from 'playwright-core';

/**
 * `hintsMayShorten`: a field's hint may end in an ellipsis with the whole of it on hover (the
 * pseudo-locale's words, 40% longer than any language's); in a language, a hint reads whole.
 */
export function reachAndRead(page: Page, { hintsMayShorten = false } = {}): Promise<string[]> {
  return page.evaluate((hintsMayShorten) => {
    const problems: string[] = [];
    const words = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const say = (el: Element) => {
      const text = words((el as HTMLElement).innerText ?? el.textContent) || words(el.getAttribute('aria-label'));
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/)[0] : ''} "${text.slice(0, 60)}"`;
    };
    /** Not drawn, drawn for screen readers only (1 px), or where no one can use it (behind a modal, inert). */
    const away = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return true;
      if (el.getClientRects().length === 0) return true;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) return true;
      const style = getComputedStyle(el);
      return style.visibility !== 'visible' || Number(style.opacity) === 0;
    };
    const MOMENT =
      /\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(?:, \d{4})?|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b(?: \d{1,2}\b)?|\b\d{1,2}:\d{2}(?: ?[AP]M)?/g;
    /** The dates and times in the element's text that do not end inside its box. */
    const cutMoments = (el: Element) => {
      const edge = el.getBoundingClientRect().right + 1;
      const cut: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(MOMENT)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (rects.some((r) => r.right > edge)) cut.push(match[0]);
        }
      }
      return cut;
    };
    const SCROLLS = new Set(['auto', 'scroll']);
    const CLIPS = new Set(['hidden', 'clip']);

    // Every control lies inside the window and inside each box that clips it without scrolling.
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], summary, select, input:not([type="hidden"]), textarea, [role="button"], [role="link"], [role="tab"]',
    );
    for (const control of controls) {
      // The skip link waits off-screen until the keyboard reaches it.
      if (away(control) || control.matches('.skip-link:not(:focus)')) continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      let scrollsInto = false;
      // A fixed box, a modal dialog or a popover is drawn above its ancestors: they cannot clip it.
      const above = (el: Element) => getComputedStyle(el).position === 'fixed' || el.matches(':modal, :popover-open');
      for (
        let box = above(control) ? null : control.parentElement;
        box && box !== document.documentElement;
        box = above(box) ? null : box.parentElement
      ) {
        const style = getComputedStyle(box);
        const b = box.getBoundingClientRect();
        const outX = r.left < b.left - 1 || r.right > b.right + 1;
        const outY = r.top < b.top - 1 || r.bottom > b.bottom + 1;
        if (SCROLLS.has(style.overflowY)) scrollsInto ||= outY;
        if (outX && CLIPS.has(style.overflowX)) {
          problems.push(`${say(control)} is cut off sideways by ${say(box)}`);
          break;
        }
        if (outY && CLIPS.has(style.overflowY) && !scrollsInto) {
          problems.push(`${say(control)} is cut off by ${say(box)}`);
          break;
        }
      }
      if (r.left < -1 || r.right > innerWidth + 1)
        problems.push(`${say(control)} lies outside the window (x ${Math.round(r.left)}–${Math.round(r.right)})`);
      else if (!scrollsInto && (r.top < -1 || r.bottom > innerHeight + 1))
        problems.push(
          `${say(control)} lies below or above the window (y ${Math.round(r.top)}–${Math.round(r.bottom)})`,
        );
    }

    for (const el of document.querySelectorAll<HTMLElement>('body, body *')) {
      if (away(el)) continue;
      const style = getComputedStyle(el);
      // Nothing scrolls sideways: not a box with a sideways scrollbar, not one left scrolled by a focus.
      if (el.scrollLeft > 0) problems.push(`${say(el)} is scrolled sideways by ${el.scrollLeft} px`);
      else if (SCROLLS.has(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && !el.closest('[data-widened]'))
        problems.push(`${say(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);

      // A text cut at the box's edge ends in an ellipsis, with the whole text on hover or in its name.
      const cutX = CLIPS.has(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = CLIPS.has(style.overflowY) && el.scrollHeight > el.clientHeight + 1 && style.display !== 'inline';
      if (!cutX && !cutY) continue;
      // What is drawn: a cell holding a long and a short form shows one of them.
      const text = words((el as HTMLElement).innerText ?? el.textContent);
      if (!text) continue;
      // Compared without spaces and separators: a hover may join the parts with " · ".
      const bare = (s: string | null | undefined) => (s ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
      const hover = bare(el.closest('[title]')?.getAttribute('title'));
      const name = bare(el.getAttribute('aria-label'));
      const whole = hover.includes(bare(text)) || name.includes(bare(text));
      const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      // A date or a time is never cut, not even by an ellipsis: "Thu, Dec 1…" reads as another day.
      if (cutX) for (const part of cutMoments(el)) problems.push(`${say(el)} cuts "${part}"`);
      if (!ellipsis || !whole)
        problems.push(
          `${say(el)} is cut${ellipsis ? ' (ellipsis, but the whole text is nowhere on hover)' : ' without an ellipsis'}`,
        );
    }

    // A column heading keeps its words whole: "Personas" broken into "Pers" and "onas" reads as two.
    for (const th of document.querySelectorAll('th')) {
      // Not drawn (a closed disclosure's table): no line to break.
      if (away(th) || !words(th.innerText)) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const match of node.textContent!.matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`${say(th)} breaks "${match[0]}" across lines`);
        }
    }

    // A field's hint (its placeholder) reads whole while the field is empty: "Name, skill or cc"
    // says nothing, nor does "Nombre o habili…", though the hover reads it whole (no one hovers a
    // field to learn what to type in it). Measured as drawn: the hint typed in for a moment, so a
    // search field's room for its clear button counts, as it does around the hint.
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (away(field) || field.value !== '' || !field.placeholder) continue;
      const style = getComputedStyle(field);
      field.value = field.placeholder;
      const short = field.scrollWidth - field.clientWidth;
      field.value = '';
      const marked = hintsMayShorten && style.textOverflow === 'ellipsis' && field.title.includes(field.placeholder);
      if (!marked && short > 1) problems.push(`${say(field)} cuts its hint "${field.placeholder}" (${short} px short)`);
    }

    // No server stamp nor status digit where a person reads.
    const shown = document.body.innerText;
    for (const stamp of shown.match(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/g) ?? [])
      problems.push(`a raw timestamp shows: ${stamp}`);
    for (const code of shown.match(/status code \d+|\bstatus \d{1,3}\b/gi) ?? [])
      problems.push(`a raw status code shows: ${code}`);
    // Nor an id where a person's name belongs ("User 7", "(user 503)"): a person the service does
    // not name is said so in words, the id kept under the ids ("· user id 7").
    for (const id of shown.match(/\b(?:user|usuario|worker|trabajador|person|persona|admin) #?\d+\b/gi) ?? [])
      problems.push(`an id shows where a name belongs: ${id}`);
    return problems;
  }, hintsMayShorten);
}
