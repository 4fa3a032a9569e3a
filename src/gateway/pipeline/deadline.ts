/** A promise that settles as `work` does, or with `late()` once `ms` have passed. */
export function within<Value>(work: Promise<Value>, ms: number, late: () => Value | Promise<Value>): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Value>((resolve, reject) => {
    timer = setTimeout(() => {
      // The slow work may still fail later: nobody is waiting for it any more.
      work.catch(() => undefined);
      Promise.resolve().then(late).then(resolve, reject);
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
