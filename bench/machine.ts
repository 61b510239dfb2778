import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { median } from './median'

/** The machine a bench ran on: figures mean little without it. */
export interface Machine {
  date: string
  nproc: number
  cpuModel: string
  memoryGiB: number
  node: string
  /** 1, 5 and 15 minute load averages when the bench started: other work on a shared machine skews figures. */
  loadAverage: number[]
  freeMemoryGiB: number
  /**
   * Milliseconds to write 64 MiB of memory fresh from the kernel (median of 3), which is mostly its 16,384 page
   * faults: a cost of the host's virtualisation that Lighthouse's CPU benchmark index does not see, and a browser's
   * new processes fault in hundreds of MiB while a page loads (215–223 ms, 13 µs a page, on the AMD EPYC guest of
   * 2026-11-27, bench/FINDINGS.md).
   */
  freshMemoryMs?: number
}

/** How long writing 64 MiB of newly allocated memory takes, in ms: the median of three. */
export function freshMemoryMs(): number {
  const times: number[] = []
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    Buffer.allocUnsafeSlow(64 * 2 ** 20).fill(1)
    times.push(performance.now() - started)
  }
  return Math.round(median(times) * 10) / 10
}

/** Describes this machine now. */
export function describeMachine(): Machine {
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    date: new Date().toISOString(),
    nproc: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: loadavg().map(round),
    freeMemoryGiB: round(freemem() / 2 ** 30),
    freshMemoryMs: freshMemoryMs(),
  }
}
