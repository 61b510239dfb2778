/** A seeded pseudo-random generator (mulberry32), so generated test inputs are the same on every run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [0, max). */
  int(max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** Creates a {@link Random} from a seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number): number => Math.floor(next() * max)
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] }
}
