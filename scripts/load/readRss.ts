import { readFileSync } from 'node:fs'

/** A process's resident set size in kB, from /proc/<pid>/status (VmRSS); undefined once it is gone. */
export function readRss(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}
