// Cloudflare's rate-limiting binding as workerd runs it locally (the way Miniflare provides it: a
// wrapped binding whose inner bindings are the `simple = { limit, period }` of wrangler's
// configuration), counting each key in a fixed window of `period` seconds.
class RateLimit {
  #limit;
  #periodMs;
  #windows = new Map();

  constructor(limit, period) {
    this.#limit = limit;
    this.#periodMs = period * 1000;
  }

  async limit({ key }) {
    if (typeof key !== 'string') throw new TypeError('limit() takes { key: string }');
    const now = Date.now();
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.#periodMs) {
      this.#windows.set(key, { start: now, count: 1 });
      return { success: true };
    }
    window.count += 1;
    return { success: window.count <= this.#limit };
  }
}

export default function makeBinding(env) {
  return new RateLimit(env.limit, env.period);
}
