import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { refreshPrerendered, writeBuildFiles } from './buildMetaFiles'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function touch(path: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), '<!doctype html>')
}

const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'))

describe('the build files', () => {
  it('writes latest.json and the build metadata with the route rules and the prerendered paths', () => {
    dir = mkdtempSync(join(tmpdir(), 'stratum-builds-'))
    touch('index.html')
    touch('404.html')
    writeBuildFiles(dir, { id: 'b1', timestamp: 1 }, { '/blog/**': { prerender: true }, '/blog/p/1': { redirect: '/blog' } })
    expect(read('assets/builds/latest.json')).toEqual({ id: 'b1', timestamp: 1 })
    expect(read('assets/builds/meta/b1.json')).toEqual({
      id: 'b1',
      timestamp: 1,
      matcher: { '/blog/**': { prerender: true }, '/blog/p/1': { redirect: '/blog' } },
      prerendered: ['/'],
    })
  })

  it('lists what a later prerender run wrote', () => {
    dir = mkdtempSync(join(tmpdir(), 'stratum-builds-'))
    writeBuildFiles(dir, { id: 'b2', timestamp: 2 }, {})
    touch('blog/index.html')
    touch('blog/p/2/index.html')
    touch('about/index.html')
    expect(refreshPrerendered(dir)).toEqual(['/about', '/blog', '/blog/p/2'])
    expect(read('assets/builds/meta/b2.json').prerendered).toEqual(['/about', '/blog', '/blog/p/2'])
  })
})
