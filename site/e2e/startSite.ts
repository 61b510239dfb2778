import { fileURLToPath } from 'node:url'
import { freePort } from '../../runtime/testing/freePort'
import { startProcess } from '../../scripts/startProcess'
import { siteServerArgs } from '../server/build/siteServerCommand'

/** A production site server started for a test; stop() ends it. */
export interface TestSite {
  url: string
  /** The server's process id (its memory is read from /proc while under load). */
  pid?: number | undefined
  /** Every line the server printed, for asserting on log lines. */
  logs: string[]
  stop(): Promise<void>
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Options of startSite. */
export interface StartSiteOptions {
  /** The path polled until the site is up: /healthz (default) waits for content, /livez only for the process. */
  healthPath?: string
  /** The port to listen on, when something must know the address before the site starts (Strapi's purge webhook). */
  port?: number
}

/** Starts the production server from dist/ (built by globalSetup) on 127.0.0.1, on a free port unless given one. */
export async function startSite(env: NodeJS.ProcessEnv = {}, options: StartSiteOptions = {}): Promise<TestSite> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const logs: string[] = []
  const running = await startProcess({
    name: 'site',
    command: process.execPath,
    args: siteServerArgs(root),
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), CONTENT_SOURCE: 'files', ...env },
    healthUrl: `${url}${options.healthPath ?? '/healthz'}`,
    timeoutMs: 30_000,
    onLine: (line) => void logs.push(line),
  })
  return { url, pid: running.child.pid, logs, stop: running.stop }
}
