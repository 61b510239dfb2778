import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

/** How the deployment files start a site instance: the image's CMD and the env file compose gives each instance. */
export interface SiteProcess {
  /** Node's flags, from the Dockerfile's CMD (`node <flags> dist/server/serve.mjs`). */
  nodeFlags: string[]
  /** The script node runs, from the same CMD. */
  script: string
  /** deploy/site.env: the process settings every instance gets. */
  env: Record<string, string>
}

/**
 * Reads the site's process settings from the deployment files themselves (Dockerfile, deploy/site.env), so that
 * `npm run test:instances` starts its instances exactly as compose.yaml does.
 */
export function readSiteProcess(root: string): SiteProcess {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
  const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile)?.[1]
  if (!cmd) throw new Error('Dockerfile: no CMD in exec form (CMD ["node", …])')
  const [command, ...rest] = JSON.parse(cmd) as string[]
  const script = rest.at(-1)
  if (command !== 'node' || !script) throw new Error(`Dockerfile: CMD must run node on a script, not ${cmd}`)
  return { nodeFlags: rest.slice(0, -1), script, env: parseEnv(readFileSync(join(root, 'deploy/site.env'), 'utf8')) as Record<string, string> }
}
