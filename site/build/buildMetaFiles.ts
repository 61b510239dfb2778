import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { RouteRules } from '../../runtime/routing/resolveRouteRules'
import { prerenderedPath, type BuildMetaFile, type LatestBuild } from './buildManifest.ts'

/** Every .html file under a folder, as paths relative to it; none when the folder is missing. */
export function htmlFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
  } catch {
    return []
  }
}

/** The paths the HTML files under the client folder answer (prerendered pages), sorted. */
function prerenderedPaths(clientDir: string): string[] {
  return htmlFiles(clientDir)
    .map(prerenderedPath)
    .filter((path): path is string => path !== null)
    .sort()
}

/** Writes `assets/builds/latest.json` and `assets/builds/meta/{id}.json` into a client build folder. */
export function writeBuildFiles(clientDir: string, latest: LatestBuild, matcher: RouteRules): void {
  const builds = join(clientDir, 'assets', 'builds')
  const meta: BuildMetaFile = { ...latest, matcher, prerendered: prerenderedPaths(clientDir) }
  mkdirSync(join(builds, 'meta'), { recursive: true })
  writeFileSync(join(builds, 'latest.json'), `${JSON.stringify(latest)}\n`)
  writeFileSync(join(builds, 'meta', `${latest.id}.json`), `${JSON.stringify(meta)}\n`)
}

/**
 * Brings the build metadata's `prerendered` list up to date after prerendering ran on an existing build (`npm run
 * prerender` writes its HTML after `npm run build` closed): call it with the same client folder once prerender ends.
 */
export function refreshPrerendered(clientDir: string): string[] {
  const builds = join(clientDir, 'assets', 'builds')
  const latest = JSON.parse(readFileSync(join(builds, 'latest.json'), 'utf8')) as LatestBuild
  const file = join(builds, 'meta', `${latest.id}.json`)
  const meta = JSON.parse(readFileSync(file, 'utf8')) as BuildMetaFile
  meta.prerendered = prerenderedPaths(clientDir)
  writeFileSync(file, `${JSON.stringify(meta)}\n`)
  return meta.prerendered
}
