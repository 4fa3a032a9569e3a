/**
 * A promise that settles as `work` does, or with `late()` once `ms` have passed. One promise and
 * one timer: the gateway gives every request body one, where a race of two promises and a
 * `finally` cost three promises more.
 */
export function within<Value>(work: Promise<Value>, ms: number, late: () => Value | Promise<Value>): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The slow work may still settle later: nobody is waiting for it any more.
      Promise.resolve().then(late).then(resolve, reject);
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
