import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { serverBundlePlugin } from './site/server/build/serverBundlePlugin.ts'
import { buildManifestPlugin } from './site/build/buildManifestPlugin.ts'
import { compileHintsPlugin } from './site/build/compileHintsPlugin.ts'
import { precompressPlugin } from './site/build/precompressPlugin.ts'

/** What every page runs in the browser: React, Vike's client router, XState. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout|xstate)[\\/]/
/**
 * The shell every page has (layout, widgets, machines, hooks, the section registry). A group takes every module its
 * test matches, whoever imports it, into a file every page loads: so not runtime/routing (its error-state helpers
 * serve the error page alone) nor the machines only sections use, which travel with those sections' chunks.
 */
const SHELL =
  /[\\/](site[\\/](layouts|widgets|pages[\\/]\+[^\\/]+|routing|preview|build|buildId|sessionCookies|currency|brand)|runtime[\\/](machines|registry))[\\/.]/
const SECTIONS_ONLY =
  /[\\/]runtime[\\/]machines[\\/](carouselMachine|consentedScriptMachine|react[\\/](useCarousel|useConsentedScript))\.ts$/
const inShell = (id: string) => SHELL.test(id) && !SECTIONS_ONLY.test(id) && !id.includes('node_modules')

export default defineConfig(({ command }) => ({
  // the framework and the shell run on every first load: V8 compiles them while they download (compileHintsPlugin)
  // hashed assets leave the build compressed too (brotli 11, gzip -9): the server sends those copies (precompressPlugin)
  plugins: [
    react(),
    vike(),
    serverBundlePlugin(),
    buildManifestPlugin(),
    compileHintsPlugin((id) => FRAMEWORK.test(id) || inShell(id)),
    precompressPlugin(),
  ],
  build: {
    // the generated validators are plain ESM; keep modern output for a lean client bundle
    target: 'es2022',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The framework and the shell in two files instead of some thirty small shared chunks, each of
            // which cost a mobile visitor a request.
            // Sections and their helpers keep their own chunks: a page loads only those of its sections.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: inShell, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // short class names in the build (every page's HTML repeats them): a hash of the module's path and the class's
  // name, so the client and server builds agree; development keeps Vite's readable ones
  css: { modules: { localsConvention: 'camelCaseOnly', ...(command === 'build' ? { generateScopedName: '[hash:base64:6]' } : {}) } },
}))
