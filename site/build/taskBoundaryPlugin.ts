import type { Plugin } from 'vite'
import { COMPILE_HINT } from './compileHintsPlugin'

/**
 * The statement that opens a chunk picked by taskBoundaryPlugin: ends the current task and resumes the chunk's
 * body in a new one, as yieldToMain does (scheduler.yield where the browser has it, else a timer). A top-level await:
 * a module's imports are evaluated before its body whatever their place in the text, so placed first it splits the
 * evaluation between the chunk's dependencies and its own code.
 */
export const TASK_BOUNDARY = 'await(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r)));\n'

/**
 * Issue 9: a first load evaluated the framework's chunk, the shell's chunk and the start of Vike's client in one task
 * (one of 33–57 ms on this machine in Lighthouse's traces, its longest of the client's start), which Lighthouse's
 * simulation counts four times over. Chunks `startsTask` accepts (given the ids of their modules) begin with
 * TASK_BOUNDARY, so their body runs in a task of its own, after their dependencies. The browser may handle input and
 * paint in between; what imports such a chunk waits for it as for any module with a top-level await.
 *
 * Runs after minification (generateBundle), keeps V8's compile hint the file's first line, and moves a source map
 * down the added line.
 */
export function taskBoundaryPlugin(startsTask: (moduleIds: readonly string[]) => boolean): Plugin {
  return {
    name: 'stratum:task-boundary',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !startsTask(file.moduleIds)) continue
          const hint = file.code.startsWith(COMPILE_HINT) ? COMPILE_HINT : ''
          file.code = hint + TASK_BOUNDARY + file.code.slice(hint.length)
          if (file.map) file.map.mappings = `;${file.map.mappings}`
        }
      },
    },
  }
}
