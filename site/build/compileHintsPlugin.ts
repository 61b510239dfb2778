import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+): a file that begins with this comment has all its functions compiled
 * eagerly, on a background thread while the file streams in, instead of each on the main thread when first called.
 * Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the client chunks whose code runs on every first load: those holding a module `runsOnLoad`
 * accepts. On the home page, without the hint, hydration compiled some 2,000 functions of the framework and the shell
 * one by one on the main thread (about 110 ms of V8.CompileCode in a trace, unthrottled); with it, about 50. Other
 * chunks stay lazily compiled: a section's or a page's chunk runs only on the pages that have it, and compiling
 * what never runs costs the phone's main thread at finalisation too.
 *
 * Runs after minification (generateBundle), as minifiers drop comments; a source map, when there is one, moves down
 * the added line.
 */
export function compileHintsPlugin(runsOnLoad: (moduleId: string) => boolean): Plugin {
  return {
    name: 'stratum:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // after Vite's own generateBundle, which puts its preload list (__vite__mapDeps) at the top of a chunk
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.moduleIds.some(runsOnLoad)) continue
          file.code = COMPILE_HINT + file.code
          if (file.map) file.map.mappings = `;${file.map.mappings}`
        }
      },
    },
  }
}
