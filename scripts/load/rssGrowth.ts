import type { RssSample } from './runLoad'

/** RSS from the first sample a whole interval into the run (minute 1) to the last (minute 5). */
export interface RssGrowth {
  fromKb: number
  toKb: number
  /** Percent growth, one decimal. */
  percent: number
}

/**
 * The growth the soak check judges: minute 1 to the end, not start to end, so the first minute's warm-up (JIT,
 * content cache, markdown cache filling) is not counted as growth. Undefined with too few samples.
 */
export function rssGrowth(samples: readonly RssSample[], sampleEveryMs: number): RssGrowth | undefined {
  const first = samples.find((sample) => sample.atMs >= sampleEveryMs * 0.9)
  const last = samples.at(-1)
  if (!first || !last || first === last) return undefined
  return { fromKb: first.kb, toKb: last.kb, percent: Math.round(((last.kb - first.kb) / first.kb) * 1000) / 10 }
}
