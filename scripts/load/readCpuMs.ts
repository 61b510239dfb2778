import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

/**
 * The CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat; undefined once it is gone.
 * Divided by the requests it served, it is what a request costs whatever else the machine is doing.
 */
export function readCpuMs(pid: number): number | undefined {
  try {
    // the command name (field 2) may hold spaces: count fields after its closing parenthesis
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return undefined
  }
}
