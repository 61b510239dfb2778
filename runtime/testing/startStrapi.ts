import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './freePort'
import { createDatabase } from './startPostgres'

const CMS = fileURLToPath(new URL('../../cms/', import.meta.url))
const STRAPI_BIN = join(CMS, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js')

export interface StartStrapiOptions {
  /** The content pack to seed on first boot (default: the repo's `content/`). */
  contentDir?: string
  /** Import the content pack on boot (default true). */
  seed?: boolean
  /**
   * Seed this Strapi itself even where a copy of an earlier seed would do (default false): for tests of the seed.
   * Otherwise a Strapi of the default pack on SQLite starts from a copy of the database one seed made.
   */
  seedFresh?: boolean
  /** Extra environment for the Strapi process (SITE_URL, PURGE_SECRET, PREVIEW_SECRET ...). */
  env?: Record<string, string>
  /** How long to wait for `/_health` (default 180 s: a cold start with the seed takes about 20 s here). */
  timeoutMs?: number
  /** Print Strapi's output as it comes (default: only when STRAPI_LOG=1). */
  echo?: boolean
}

export interface RunningStrapi {
  /** e.g. `http://127.0.0.1:41234`; the content API is under `/api`. */
  url: string
  /** Milliseconds from spawn to the first healthy `/_health`, seeding included. */
  startupMs: number
  /**
   * The PROXY_SECRET this Strapi was given (options.env's, else a new one): give it to a site that relays sign-ins to
   * this Strapi, so that Strapi counts each visitor apart (cms/src/middlewares/client-address.js).
   */
  proxySecret: string
  /** Where this Strapi keeps its content (DATABASE_FILENAME or DATABASE_URL, STRAPI_PUBLIC_DIR): for runSeed. */
  storage: Record<string, string>
  /** Everything Strapi printed so far. */
  output(): string
  /** Stops Strapi's whole process group and deletes its temporary folder. */
  stop(): Promise<void>
}

const secret = () => randomBytes(16).toString('base64')

/** What every Strapi of a test runs with: production, SQLite and uploads in `dir`, the admin panel off, fresh secrets. */
function strapiEnv(dir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    DATABASE_FILENAME: join(dir, 'data.db'),
    STRAPI_PUBLIC_DIR: join(dir, 'public'),
    STRAPI_DISABLE_ADMIN: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  }
}

async function waitForHealth(url: string, deadline: number, exited: () => string | undefined): Promise<void> {
  for (;;) {
    const reason = exited()
    if (reason) throw new Error(reason)
    try {
      const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 204 || response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Strapi did not answer ${url}/_health in time`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The variable vitest's strapi-postgres project sets (runtime/testing/postgresSetup.ts): a PostgreSQL server to test on. */
export const TEST_POSTGRES_URL = 'STRATUM_TEST_POSTGRES_URL'
let databases = 0

/**
 * On the PostgreSQL run, each Strapi gets an empty database of its own on that server; otherwise (or when the test
 * names its own database) nothing: SQLite in the temporary folder.
 */
async function testDatabase(env: Record<string, string> = {}): Promise<Record<string, string>> {
  const server = process.env[TEST_POSTGRES_URL]
  if (!server || env.DATABASE_URL !== undefined || env.DATABASE_FILENAME !== undefined) return {}
  return { DATABASE_URL: await createDatabase(server, `strapi_${process.pid}_${++databases}`) }
}

const REPO = fileURLToPath(new URL('../../', import.meta.url))
/** What a seeded database depends on: the content pack, the schemas, and the cms's code and installed packages. */
const SEED_INPUTS = ['content', 'schemas', 'cms/src', 'cms/config', 'cms/package-lock.json', 'runtime/i18n', 'runtime/registry/withoutNulls.js']

function fingerprint(): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name))
    else hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`)
  }
  for (const input of SEED_INPUTS) visit(join(REPO, input))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A folder holding `data.db` and `public/uploads` of a Strapi seeded with the default pack, made once per change of
 * what the seed reads and shared by the test files of a run: seeding uploads every image and writes every entry,
 * most of a test Strapi's start. The first caller seeds under a lock; the others wait for its folder.
 */
async function seededDatabase(): Promise<string> {
  const template = join(tmpdir(), `stratum-strapi-seeded-${fingerprint()}`)
  const lock = `${template}.lock`
  for (const deadline = Date.now() + 600_000; !existsSync(template); ) {
    let fd: number | undefined
    try {
      fd = openSync(lock, 'wx')
    } catch {
      // another test file is seeding: wait for its folder, or take over once its lock is old enough to be dead
      if (Date.now() > deadline || Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 600_000) rmSync(lock, { force: true })
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      continue
    }
    try {
      const seeding = await startStrapi({ seedFresh: true, keepDir: true })
      await seeding.stop()
      renameSync(seeding.dir, template)
    } finally {
      closeSync(fd)
      rmSync(lock, { force: true })
    }
  }
  return template
}

/**
 * Starts the real Strapi from cms/ for a test: a free port on 127.0.0.1, SQLite and uploads in a fresh temporary
 * folder (PostgreSQL when STRATUM_TEST_POSTGRES_URL is set), the admin panel off, the content pack seeded on boot.
 * Resolves once `/_health` answers.
 */
export async function startStrapi(options: StartStrapiOptions & { keepDir?: boolean } = {}): Promise<RunningStrapi & { dir: string }> {
  if (!existsSync(STRAPI_BIN)) throw new Error('cms/node_modules is missing: run `npm install` at the repo root (it installs cms/ too)')
  const port = await freePort()
  const database = await testDatabase(options.env)
  const ownDatabase = database.DATABASE_URL !== undefined || options.env?.DATABASE_URL !== undefined || options.env?.DATABASE_FILENAME !== undefined
  const copySeed = options.seed !== false && !options.seedFresh && !options.contentDir && !ownDatabase
  const template = copySeed ? await seededDatabase() : undefined
  const dir = mkdtempSync(join(tmpdir(), 'stratum-strapi-'))
  if (template) cpSync(template, dir, { recursive: true })
  const proxySecret = options.env?.PROXY_SECRET ?? secret()
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true })
  const url = `http://127.0.0.1:${port}`
  const echo = options.echo ?? process.env.STRAPI_LOG === '1'
  const started = Date.now()

  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS,
    detached: true, // its own process group, so stop() reaches every child it forks
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...strapiEnv(dir),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_ON_BOOT: options.seed === false ? 'false' : 'true',
      ...(options.contentDir ? { CONTENT_DIR: options.contentDir } : {}),
      PROXY_SECRET: proxySecret,
      ...database,
      ...options.env,
    },
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (echo) process.stderr.write(chunk)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exit: string | undefined
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = `Strapi exited (${code ?? signal}) before it was healthy:\n${output.split('\n').slice(-30).join('\n')}`
      resolve()
    })
  })

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      // unref: once Strapi has exited, the spare timer must not hold the worker open
      const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000).unref())])
      if (!killed) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
        await exited
      }
    }
    if (!options.keepDir) rmSync(dir, { recursive: true, force: true })
  }

  try {
    // a seed into PostgreSQL goes over TCP, a query at a time: on a busy machine it takes longer than SQLite's
    await waitForHealth(url, started + (options.timeoutMs ?? (database.DATABASE_URL ? 360_000 : 180_000)), () => exit)
  } catch (error) {
    await stop()
    throw error
  }
  const storage = {
    DATABASE_FILENAME: join(dir, 'data.db'),
    STRAPI_PUBLIC_DIR: join(dir, 'public'),
    ...database,
    ...Object.fromEntries(Object.entries(options.env ?? {}).filter(([key]) => key.startsWith('DATABASE_') || key === 'STRAPI_PUBLIC_DIR')),
  }
  return { url, dir, startupMs: Date.now() - started, proxySecret, storage, output: () => output, stop }
}

/** How a Strapi CLI command ended: its exit code and everything it printed. */
export interface StrapiCommandResult {
  code: number | null
  output: string
}

/** Runs a node script in cms/ in the environment startStrapi gives Strapi, without seeding on boot. */
async function runInCms(argv: string[], env: Record<string, string>, timeoutMs: number): Promise<StrapiCommandResult> {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-strapi-cli-'))
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true })
  const child = spawn(process.execPath, argv, {
    cwd: CMS,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...strapiEnv(dir), SEED_ON_BOOT: 'false', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }, timeoutMs)
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)))
  clearTimeout(timer)
  rmSync(dir, { recursive: true, force: true })
  return { code, output }
}

/**
 * Runs a command of Strapi's CLI on the app in cms/ (`['admin:reset-user-password', '--email', ...]`) in the
 * environment startStrapi gives Strapi, without seeding: point `env.DATABASE_FILENAME` at a started Strapi's database.
 */
export function runStrapiCommand(args: string[], env: Record<string, string> = {}, timeoutMs = 180_000): Promise<StrapiCommandResult> {
  return runInCms([STRAPI_BIN, ...args], env, timeoutMs)
}

/** `npm run cms:seed` (cms/scripts/seed.js) on a started Strapi's database and uploads, beside the running Strapi. */
export function runSeed(strapi: Pick<RunningStrapi, 'storage'>, timeoutMs = 360_000): Promise<StrapiCommandResult> {
  return runInCms([join(CMS, 'scripts', 'seed.js')], strapi.storage, timeoutMs)
}
