import { spawn, type ChildProcess } from 'node:child_process'

/** A long-running child (Strapi, the site) and how to know it is ready. */
export interface ProcessSpec {
  name: string
  command: string
  args: string[]
  cwd: string
  env: NodeJS.ProcessEnv
  /** Polled until it answers below 400. */
  healthUrl: string
  /** How long to wait for health, in ms. */
  timeoutMs: number
  /** Echo the child's output with a name prefix (false: only on failure). */
  echo?: boolean
  /** Called with every line the child prints. */
  onLine?: (line: string) => void
}

/** A started child: stop() ends its whole process group. */
export interface RunningProcess {
  child: ChildProcess
  stop(): Promise<void>
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.status < 400
  } catch {
    return false
  }
}

/** Starts a child in its own process group and resolves once its health URL answers; rejects if it exits first. */
export async function startProcess(spec: ProcessSpec): Promise<RunningProcess> {
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const tail: string[] = []
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      tail.push(line)
      spec.onLine?.(line)
      if (tail.length > 40) tail.shift()
      if (spec.echo) console.log(`[${spec.name}] ${line}`)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  let exited: number | null | undefined
  child.on('exit', (code) => (exited = code))

  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited !== undefined || child.pid === undefined) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        resolve()
      }
      setTimeout(() => {
        try {
          if (exited === undefined) process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 8000).unref()
    })

  const deadline = Date.now() + spec.timeoutMs
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${spec.name} exited (code ${exited}) before it was ready:\n${tail.join('\n')}`)
    if (await isHealthy(spec.healthUrl)) return { child, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error(`${spec.name} was not healthy at ${spec.healthUrl} within ${spec.timeoutMs / 1000} s:\n${tail.join('\n')}`)
}
