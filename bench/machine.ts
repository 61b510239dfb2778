import { cpus, freemem, loadavg, totalmem } from 'node:os'

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
  }
}
