import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort'

export interface RunningPostgres {
  /** The server's superuser URL, e.g. `postgres://postgres@127.0.0.1:41234/postgres` (trust auth, loopback only). */
  url: string
  port: number
  /** Creates an empty database and answers its URL, for one Strapi. */
  createDatabase(name?: string): Promise<string>
  /** Stops the server by its process id and deletes its data folder. */
  stop(): Promise<void>
}

/** Debian's server binaries: /usr/lib/postgresql/<version>/bin, the newest version installed (PG_BIN overrides). */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error('PostgreSQL is not installed: `apt-get install -y postgresql` (Debian), or set PG_BIN to its bin folder')
  return join(root, newest, 'bin')
}

/** PostgreSQL refuses to run as root: as root, run it as Debian's `postgres` user (setpriv execs, so the pid is the server's). */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args]
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]]
}

function serverUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
}

interface PgClient {
  connect(): Promise<void>
  query(sql: string): Promise<unknown>
  end(): Promise<void>
}
// the driver Strapi itself uses (cms/ depends on it)
const pg = createRequire(new URL('../../cms/package.json', import.meta.url))('pg') as { Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient }

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    await client.query(sql)
  } finally {
    await client.end().catch(() => {})
  }
}

async function waitUntilReady(url: string, deadline: number, exited: () => string | undefined): Promise<void> {
  for (;;) {
    const reason = exited()
    if (reason) throw new Error(reason)
    try {
      await query(url, 'SELECT 1')
      return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections in time: ${(error as Error).message}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * A throwaway PostgreSQL server for tests: initdb into a temporary folder, the server on a free loopback port with
 * its socket in that folder, durability off (a test's data need not survive a crash).
 */
export async function startPostgres(options: { echo?: boolean } = {}): Promise<RunningPostgres> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'stratum-postgres-'))
  const ids = serverUserIds()
  if (ids) chownSync(dir, ids.uid, ids.gid)
  const data = join(dir, 'data')
  const [initdb, initArgs] = asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  try {
    execFileSync(initdb, initArgs, { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? (error as Error).message}`)
  }

  const port = await freePort()
  const [postgres, args] = asServerUser(join(bin, 'postgres'), [
    ...['-D', data, '-k', dir, '-p', String(port), '-h', '127.0.0.1'],
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  ])
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (options.echo) process.stderr.write(chunk)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exit: string | undefined
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = `PostgreSQL exited (${code ?? signal}):\n${output.split('\n').slice(-20).join('\n')}`
      resolve()
    }),
  )
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and exits
      child.kill('SIGINT')
      // unref: once PostgreSQL has exited, the spare timer must not hold the test runner open
      const ended = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 15_000).unref())])
      if (!ended) {
        child.kill('SIGKILL')
        await exited
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    await waitUntilReady(url, Date.now() + 60_000, () => exit)
  } catch (error) {
    await stop()
    throw error
  }

  let databases = 0
  return { url, port, createDatabase: (name = `stratum_${++databases}`) => createDatabase(url, name), stop }
}

/** Creates an empty database on the server at `serverUrl` (a superuser URL) and answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await query(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
