import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_BUNDLE } from './serverBundlePlugin'

/**
 * How to start the production server: the bundle the build wrote (plain node, no loader), or, for a build older
 * than the bundle, the TypeScript source through tsx. Arguments for `process.execPath`, from the project root.
 */
export function siteServerArgs(root: string): string[] {
  return existsSync(join(root, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'site/server/serve.ts']
}

/**
 * The C library's memory setting the production server runs with, unless the environment sets it already. glibc
 * serves a freed large block's size from its heap from then on (its dynamic mmap threshold), and the server's
 * pages and their compressed copies (50-120 KB each, one per response) then fragment that heap: RSS grew by some
 * 20 MB per 50,000 requests (215 → 241 → 260 → 277 MB) while the JavaScript heap stayed at 28 MB. A fixed 64 KB
 * threshold maps each such block and gives it back when freed: 125 → 135 → 137 MB over the same requests
 * (files content, 10 connections, `Accept-Encoding: br, gzip`; 2026-11-22). Other C libraries ignore it.
 */
export const SERVER_MEMORY_ENV = { MALLOC_MMAP_THRESHOLD_: '65536' } as const

/** The environment for the production server: `env` with SERVER_MEMORY_ENV where `env` does not set it. */
export function siteServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_MEMORY_ENV, ...env }
}
