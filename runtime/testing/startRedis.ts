import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { freePort } from './freePort'

export interface RunningRedis {
  /** e.g. `redis://127.0.0.1:41234` */
  url: string
  port: number
  /** Stops the server by its process id. */
  stop(): Promise<void>
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1_000, () => socket.destroy())
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.destroy()
    })
  })
}

/**
 * Debian's redis-server for a test, in memory only (no dump file), on a free loopback port or the one given (to
 * bring a stopped Redis back where its clients look for it).
 */
export async function startRedis(options: { port?: number } = {}): Promise<RunningRedis> {
  const port = options.port ?? (await freePort())
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  let spawnError: Error | undefined
  child.on('error', (error) => (spawnError = error))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
  const deadline = Date.now() + 20_000
  while (!(await answersPing(port))) {
    if (spawnError) throw new Error(`redis-server did not start (apt-get install -y redis-server): ${spawnError.message}`)
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not start on port ${port}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}
