/**
 * A small seeded random source for the demo generator: the same seed gives the same
 * numbers on every machine (Math.random cannot be seeded). mulberry32 for the stream,
 * murmur3's finaliser to derive independent seeds, e.g. one per video and day, so a
 * day's figures do not depend on what was drawn before them.
 */

/** murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One 32-bit seed from several integers (the order matters). */
export function deriveSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = fmix32(h ^ fmix32((part + 0x7f4a7c15) | 0));
  return h;
}

export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Starts over from another seed, so a hot loop can reuse one instance. */
  reseed(seed: number): this {
    this.#state = seed >>> 0;
    return this;
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** A standard normal deviate (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A log-normal factor with mean 1: noise that never turns a figure negative. */
  noise(sigma: number): number {
    return Math.exp(sigma * this.normal() - (sigma * sigma) / 2);
  }

  /** A Poisson count with mean `lambda` (Knuth; for small means only). */
  poisson(lambda: number): number {
    const limit = Math.exp(-lambda);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  /** `value` rounded up or down at random, so that on average nothing is lost. */
  round(value: number): number {
    const floor = Math.floor(value);
    return this.next() < value - floor ? floor + 1 : floor;
  }

  /** An index drawn from cumulative weights ending at 1. */
  fromCumulative(cumulative: Float64Array): number {
    const target = this.next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Running totals of `weights`, scaled to end at exactly 1. */
export function cumulative(weights: readonly number[]): Float64Array {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const result = new Float64Array(weights.length);
  let running = 0;
  weights.forEach((weight, index) => {
    running += weight;
    result[index] = running / total;
  });
  result[weights.length - 1] = 1;
  return result;
}
