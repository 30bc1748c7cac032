// Work that can wait: run when the browser is next idle (at the latest after `timeout` ms), in a task of its own, so
// that it never lengthens the task that asked for it (such as the effects of the first render after hydration).
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
