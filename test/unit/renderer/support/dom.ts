/**
 * What jsdom lacks for the screens: ResizeObserver (virtua measures its viewport with it; here
 * every viewport is 600 px high, so a list renders the rows of one screenful, as in a window)
 * and Element.scrollTo. Imported first by every screen and component test.
 */
const VIEWPORT = { width: 1000, height: 600 };

class ViewportResizeObserver {
  readonly #callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element): void {
    queueMicrotask(() =>
      this.#callback([{ target, contentRect: VIEWPORT } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver),
    );
  }
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: ViewportResizeObserver });
}
Element.prototype.scrollTo ??= function scrollTo() {};
