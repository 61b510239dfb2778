import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { compressBest, COMPRESSION_THRESHOLD } from '../server/http/compression.ts'
import type { Encoding } from '../server/http/negotiateEncoding'

/** The file name suffix of a file compressed at build, by coding. */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/** Built files worth compressing: scripts, stylesheets, JSON, SVG. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|json|svg)$/

/**
 * Whether a client file (path under the client folder) is compressed at build: compressible, under assets/, and not
 * the build metadata (assets/builds/), which `npm run prerender` writes again after the build.
 */
export function isPrecompressible(fileName: string): boolean {
  return fileName.startsWith('assets/') && !fileName.startsWith('assets/builds/') && COMPRESSIBLE_FILE.test(fileName) && !fileName.includes('..')
}

/**
 * Writes next to each compressible client file under assets/ its brotli (`.br`) and gzip (`.gz`) copies, compressed
 * as the server keeps an immutable file (compressBest: brotli 11, gzip -9), so that the server reads them instead of
 * compressing on the first request after a start. Files under the compression threshold are skipped, as
 * the server sends them as they are.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'stratum:precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      const files = Object.values(bundle).filter((file) => isPrecompressible(file.fileName))
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          if (body.length < COMPRESSION_THRESHOLD) return
          for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [Encoding, string][])
            await writeFile(join(dir, file.fileName + suffix), await compressBest(body, encoding))
        }),
      )
    },
  }
}

/**
 * Finds a file compressed at build for a request path under /assets/ in the built client folder: undefined when
 * there is none, when the path is not a plain file path, or when the file is newer than its compressed copy.
 */
export function readPrecompressed(clientDir: string): (path: string, encoding: Encoding) => Promise<Buffer | undefined> {
  return async (path, encoding) => {
    if (!/^\/[A-Za-z0-9_./-]+$/.test(path) || !isPrecompressible(path.slice(1))) return undefined
    const file = join(clientDir, path)
    try {
      const [original, compressed] = await Promise.all([stat(file), stat(file + PRECOMPRESSED_SUFFIX[encoding])])
      return compressed.mtimeMs >= original.mtimeMs ? await readFile(file + PRECOMPRESSED_SUFFIX[encoding]) : undefined
    } catch {
      return undefined
    }
  }
}
