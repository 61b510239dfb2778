import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_BUNDLE } from './serverBundlePlugin'

/**
 * How to start the production server: the bundle the build wrote (plain node, no loader), or, for a build older
 * than the bundle, the TypeScript source through tsx. Arguments for `process.execPath`, from the project root.
 * How node and the allocator are tuned is the deployment's to say (its image's environment), not the code's.
 */
export function siteServerArgs(root: string): string[] {
  return existsSync(join(root, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'site/server/serve.ts']
}

/** The shell command `npm run serve` runs (package.json): the bundle. */
export function serveScript(): string {
  return ['NODE_ENV=production', 'node', SERVER_BUNDLE].join(' ')
}
