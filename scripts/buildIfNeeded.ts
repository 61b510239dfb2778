import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** What a site build depends on: when none of it changed, the last build is reused. */
const INPUTS = ['site', 'sections', 'runtime', 'schemas', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']
const STAMP = 'dist/.build-fingerprint'

function collect(root: string, path: string, out: string[]): void {
  const full = join(root, path)
  if (!existsSync(full)) return
  const stat = statSync(full)
  if (stat.isFile()) {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`)
    return
  }
  for (const entry of readdirSync(full).sort()) {
    if (entry === 'node_modules' || entry === 'e2e' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    collect(root, relative(root, join(full, entry)), out)
  }
}

/** A fingerprint of the build inputs (paths, sizes, modification times). */
export function buildFingerprint(root: string): string {
  const parts: string[] = []
  for (const input of INPUTS) collect(root, input, parts)
  return createHash('sha256').update(parts.join('\n')).digest('hex')
}

/** Builds the production site unless dist/ already holds a build of the current sources. Returns whether it built. */
export function buildIfNeeded(root: string, log: (line: string) => void = console.log): boolean {
  const fingerprint = buildFingerprint(root)
  const stamp = join(root, STAMP)
  if (existsSync(join(root, 'dist/server/entry.mjs')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) {
    log('site: the build in dist/ is up to date')
    return false
  }
  log('site: building (vite build)…')
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } })
  writeFileSync(stamp, fingerprint)
  return true
}
