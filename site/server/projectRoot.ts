import { resolve } from 'node:path'

/**
 * The repository root, where content/ and dist/ live. Server code is bundled into dist/server, so paths are
 * never derived from import.meta.url: the npm scripts run from the root, and STRATUM_ROOT can point elsewhere.
 */
export function projectRoot(): string {
  return resolve(process.env.STRATUM_ROOT ?? process.cwd())
}
