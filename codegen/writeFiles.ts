import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { GeneratedFile } from './types'

/** What writing a set of generated files would change on disk. */
export interface Drift {
  added: string[]
  changed: string[]
  removed: string[]
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Compares generated files with the tree: new, different, and stale files in the generated folders. */
export function diffFiles(root: string, files: readonly GeneratedFile[], generatedDirs: readonly string[]): Drift {
  const drift: Drift = { added: [], changed: [], removed: [] }
  const wanted = new Set(files.map((f) => f.path))
  for (const file of files) {
    const path = join(root, file.path)
    if (!existsSync(path)) drift.added.push(file.path)
    else if (readFileSync(path, 'utf8') !== file.contents) drift.changed.push(file.path)
  }
  for (const dir of generatedDirs) {
    for (const path of listFiles(join(root, dir))) {
      const rel = relative(root, path)
      if (!wanted.has(rel)) drift.removed.push(rel)
    }
  }
  drift.removed.sort()
  return drift
}

/** Applies a drift: writes added and changed files, deletes stale ones. */
export function applyDrift(root: string, files: readonly GeneratedFile[], drift: Drift): void {
  const touched = new Set([...drift.added, ...drift.changed])
  for (const file of files) {
    if (!touched.has(file.path)) continue
    const path = join(root, file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.contents)
  }
  for (const rel of drift.removed) rmSync(join(root, rel))
}

/** True when nothing would change. */
export function isClean(drift: Drift): boolean {
  return drift.added.length + drift.changed.length + drift.removed.length === 0
}
