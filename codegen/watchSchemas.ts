import { readdirSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'

/** A running watch over a project's schemas; close() stops it. */
export interface SchemaWatch {
  close(): void
}

/** `dir` and every folder below it. */
function folders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  return [dir, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => folders(join(dir, entry.name)))]
}

/**
 * Calls `onChange` after each burst of changes under `schemas/`: a file written, added, removed, or replaced by an
 * editor that saves to a new file and renames it over the old one. Each folder is watched on its own: node's
 * recursive watch on Linux follows the file, and stops hearing it at the first rename-save (chokidar 5 drops a
 * rename-save that follows another within its atomic window). A folder added later is watched from its first event.
 */
export function watchSchemas(root: string, onChange: () => void, debounceMs = 100): SchemaWatch {
  const watchers = new Map<string, FSWatcher>()
  let timer: NodeJS.Timeout | undefined
  const changed = () => {
    watchFolders()
    clearTimeout(timer)
    timer = setTimeout(onChange, debounceMs)
  }
  const watchFolders = () => {
    let present: string[]
    try {
      present = folders(join(root, 'schemas'))
    } catch {
      return // schemas/ itself gone for a moment: its next event, or the next save, brings it back
    }
    for (const dir of present) {
      if (!watchers.has(dir)) watchers.set(dir, watch(dir, changed).on('error', () => watchers.delete(dir)))
    }
    for (const [dir, watcher] of watchers) {
      if (!present.includes(dir)) {
        watcher.close()
        watchers.delete(dir)
      }
    }
  }
  watchFolders()
  return {
    close: () => {
      clearTimeout(timer)
      for (const watcher of watchers.values()) watcher.close()
      watchers.clear()
    },
  }
}
