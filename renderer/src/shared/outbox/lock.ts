/**
 * One sender at a time. In a browser this is `navigator.locks`, which holds across windows
 * of the app and is released when a window dies. Where it is missing (jsdom, Node) an
 * in-process mutex stands in, shared by every sender of this realm as the lock would be.
 */
export type DrainLock = <T>(work: () => Promise<T>) => Promise<T>;

export const DRAIN_LOCK_NAME = 'fieldsup-outbox-drain';

/** Runs work after every earlier work has settled, whatever its outcome. */
export function createMutex(): DrainLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

const inProcess = createMutex();

export function drainLock(): DrainLock {
  const locks = globalThis.navigator?.locks;
  if (!locks) return inProcess;
  return async (work) => await locks.request(DRAIN_LOCK_NAME, work);
}
