import { mkdirSync, mkdtempSync, readFileSync, existsSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isPrecompressible, precompressPlugin, readPrecompressed } from './precompressPlugin'

const BIG = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Plan ${i}` })))}\n`

/** Runs the plugin's writeBundle over files as Vite would have written them. */
async function build(files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-precompress-'))
  const bundle: Record<string, unknown> = {}
  for (const [fileName, text] of Object.entries(files)) {
    mkdirSync(join(dir, fileName, '..'), { recursive: true })
    writeFileSync(join(dir, fileName), text)
    bundle[fileName] = fileName.endsWith('.js') ? { type: 'chunk', fileName, code: text } : { type: 'asset', fileName, source: text }
  }
  const hook = precompressPlugin().writeBundle as unknown as (options: { dir: string }, bundle: unknown) => Promise<void>
  await hook({ dir }, bundle)
  return dir
}

describe('precompressPlugin', () => {
  it('writes a brotli and a gzip copy of each compressible asset that decode to it', async () => {
    const dir = await build({ 'assets/chunks/chunk-A.js': BIG, 'assets/static/site.B.css': `.a{color:red}${' '.repeat(2000)}` })
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/chunks/chunk-A.js.br'))).toString()).toBe(BIG)
    expect(gunzipSync(readFileSync(join(dir, 'assets/chunks/chunk-A.js.gz'))).toString()).toBe(BIG)
    expect(existsSync(join(dir, 'assets/static/site.B.css.br'))).toBe(true)
  })

  it('leaves small files, files outside assets/, the build metadata and images alone', async () => {
    const dir = await build({ 'assets/chunks/tiny.js': 'export {}', 'robots.js': BIG, 'assets/builds/latest.json': JSON.stringify({ id: BIG }), 'assets/static/logo.png': BIG })
    for (const file of ['assets/chunks/tiny.js', 'robots.js', 'assets/builds/latest.json', 'assets/static/logo.png']) expect(existsSync(join(dir, `${file}.br`)), file).toBe(false)
  })

  it('names what is compressed at build', () => {
    expect(isPrecompressible('assets/entries/entry-client-routing.D5T.js')).toBe(true)
    expect(isPrecompressible('assets/static/site.B.css')).toBe(true)
    expect(isPrecompressible('assets/builds/meta/abc.json')).toBe(false)
    expect(isPrecompressible('assets/static/inter.woff2')).toBe(false)
    expect(isPrecompressible('index.js')).toBe(false)
    expect(isPrecompressible('assets/../../etc/passwd.js')).toBe(false)
  })
})

describe('readPrecompressed', () => {
  it('reads the copy for a request path and coding, and nothing when it is missing, older than the file, or the path is not an asset', async () => {
    const dir = await build({ 'assets/chunks/chunk-A.js': BIG })
    const read = readPrecompressed(dir)
    expect(brotliDecompressSync((await read('/assets/chunks/chunk-A.js', 'br'))!).toString()).toBe(BIG)
    expect(gunzipSync((await read('/assets/chunks/chunk-A.js', 'gzip'))!).toString()).toBe(BIG)
    expect(await read('/assets/chunks/missing.js', 'br')).toBeUndefined()
    expect(await read('/assets/chunks/../chunks/chunk-A.js', 'br')).toBeUndefined()
    expect(await read('/assets/chunks/chunk-A.js?x', 'br')).toBeUndefined()
    // the file written again after the build: its old copy is not used
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'assets/chunks/chunk-A.js'), later, later)
    expect(await read('/assets/chunks/chunk-A.js', 'br')).toBeUndefined()
  })
})
