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
 * serves a freed large block's size from its heap from then on (its dynamic mmap threshold: brotli's 4 MB windows
 * push it up), and the server's pages and their compressed copies (one per response) then fragment that heap: RSS
 * grew by some 20 MB per 50,000 requests (215 → 241 → 260 → 277 MB) while the JavaScript heap stayed at 28 MB.
 * A fixed threshold stops that: at 256 KB, 130 MB after the first 50,000 (files content, 10 connections,
 * `Accept-Encoding: br, gzip`; 2026-11-22). At 64 KB memory was lower still (125 → 137 MB) but every page buffer
 * was then mapped and unmapped, which nearly doubled the CPU time per request (0.44 → 0.8-0.9 ms); at 256 KB it
 * was 0.48 ms. Other C libraries ignore the variable.
 */
export const SERVER_MEMORY_ENV = { MALLOC_MMAP_THRESHOLD_: '262144' } as const

/** The environment for the production server: `env` with SERVER_MEMORY_ENV where `env` does not set it. */
export function siteServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_MEMORY_ENV, ...env }
}
