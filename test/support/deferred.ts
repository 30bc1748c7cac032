// A promise with its resolve and reject in hand (Promise.withResolvers, which Node 20 lacks), for tests that settle
// a call when they choose.
export function deferred<T = void>() {
  let resolve: (v: T) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
