import type { Plugin } from 'vite'
import { COMPILE_HINT } from './compileHintsPlugin.ts'

/** What a task boundary awaits: the end of the current task, as yieldToMain (scheduler.yield, else a timer). */
const YIELD = '(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r)))'

/**
 * The statement that opens a chunk taskBoundaryPlugin picks. A top-level await: a module's imports are evaluated
 * before its body whatever their place in the text, so placed first it splits the evaluation between the chunk's
 * dependencies and its own code.
 */
export const TASK_BOUNDARY = `await${YIELD};\n`

/**
 * What marks a module's boundary until the chunk is written: a call the minifier keeps where it is, which becomes an
 * await in generateBundle. An await in the module itself would make it an async module while the chunks are formed,
 * which changes them (Vike's client entry then went to a shared chunk behind a re-exporting file: one more request).
 */
export const BOUNDARY_MARKER = 'globalThis.__stratumTaskBoundary?.()'

/** Where taskBoundaryPlugin puts a boundary. */
export interface TaskBoundaries {
  /** Output chunks (given the ids of their modules) whose body runs in a task after what they import. */
  chunks?: (moduleIds: readonly string[]) => boolean
  /**
   * Source modules whose own code runs in a task after the code before it in its chunk: for a module that comes
   * last in its chunk, such as an entry, where a chunk's boundary would come before the chunk's other modules.
   */
  modules?: (id: string) => boolean
}

/**
 * Issue 9: a first load evaluated the framework, Vike's client start and the shell in one task (33–57 ms of wall
 * time on this machine in Lighthouse's traces, its longest of the client's start), which Lighthouse's simulation
 * counts four times over. The modules and chunks `boundaries` picks start a task of their own: the browser may handle
 * input and paint in between, and what imports them waits, as for any module with a top-level await.
 *
 * Runs after minification (generateBundle). A chunk's boundary comes first, after V8's compile hint, and moves a source
 * map down the added line; a module's marker becomes its await where the minifier left it (the columns after it on
 * that line move), which must be at the top level of the chunk. The build fails when a marker is not, or when
 * `modules` picked no module or its marker did not reach a chunk: a boundary is never lost without a word, as when
 * Vike renames its entry.
 */
export function taskBoundaryPlugin(boundaries: TaskBoundaries): Plugin {
  let marked = 0
  return {
    name: 'stratum:task-boundary',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      marked = 0
    },
    transform(code, id) {
      if (!boundaries.modules?.(id)) return null
      marked += 1
      // the added line maps to nothing, each line after it to the same line of the source
      const mappings = `;${code.split('\n').map((_line, i) => (i === 0 ? 'AAAA' : 'AACA')).join(';')}`
      return { code: `${BOUNDARY_MARKER};\n${code}`, map: { version: 3, sources: [id], sourcesContent: [code], names: [], mappings } }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (boundaries.modules && !marked) this.error('no module of the build is one the task boundaries pick (`modules`)')
        let found = 0
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          const pieces = file.code.split(BOUNDARY_MARKER)
          if (pieces.length > 1) {
            found += pieces.length - 1
            const code = pieces.join(`(await${YIELD})`)
            try {
              this.parse(code)
            } catch (error) {
              this.error(`a task boundary in ${file.fileName} is not at the top level of the chunk: ${(error as Error).message}`)
            }
            file.code = code
          }
          if (!boundaries.chunks?.(file.moduleIds)) continue
          const hint = file.code.startsWith(COMPILE_HINT) ? COMPILE_HINT : ''
          file.code = hint + TASK_BOUNDARY + file.code.slice(hint.length)
          if (file.map) file.map.mappings = `;${file.map.mappings}`
        }
        if (found < marked) this.error(`${marked - found} of the ${marked} modules given a task boundary lost it in the bundle`)
      },
    },
  }
}
