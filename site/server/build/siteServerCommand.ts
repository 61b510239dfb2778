import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_BUNDLE } from './serverBundlePlugin'

/**
 * Node's flags for the production server (issue 9, server memory). Young-generation semi-spaces of 8 MB instead of
 * 16: 16 MB less resident heap, collected twice as often, so the response buffers that die young are freed sooner.
 * (serve.ts sets the old generation's growth itself: heapGrowth.ts.)
 */
export const SITE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8']

/**
 * The environment the production server starts with (issue 9, server memory). glibc raises its mmap threshold to
 * the size of each large block it frees (a brotli window, a big response), up to 32 MB; from then on those blocks
 * come from the heap, which fragments and holds its peak. A fixed threshold keeps large blocks mapped and returned
 * when freed. It is read when the process starts, so it must be in the environment that starts node.
 */
export const SITE_SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) }

/**
 * How to start the production server: the bundle the build wrote (plain node, no loader), or, for a build older
 * than the bundle, the TypeScript source through tsx. Arguments for `process.execPath`, from the project root;
 * start it with SITE_SERVER_ENV in its environment.
 */
export function siteServerArgs(root: string): string[] {
  return [...SITE_NODE_FLAGS, ...(existsSync(join(root, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'site/server/serve.ts'])]
}

/** The shell command `npm run serve` runs (package.json): the bundle, with the same flags and environment. */
export function serveScript(): string {
  const env = Object.entries(SITE_SERVER_ENV).map(([name, value]) => `${name}=${value}`)
  return ['NODE_ENV=production', ...env, 'node', ...SITE_NODE_FLAGS, SERVER_BUNDLE].join(' ')
}
