import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchSchemas, type SchemaWatch } from './watchSchemas'

let root: string
let running: SchemaWatch | undefined

afterEach(async () => {
  running?.close()
  rmSync(root, { recursive: true, force: true })
})

/** Starts a watch over a fresh project with one schema; next() resolves at the next reported change. */
async function start() {
  root = mkdtempSync(join(tmpdir(), 'codegen-watch-'))
  mkdirSync(join(root, 'schemas', 'sections'), { recursive: true })
  writeFileSync(join(root, 'schemas', 'sections', 'a.schema.json'), '{"v":0}')
  let wake: (() => void) | undefined
  running = watchSchemas(root, () => wake?.(), 20)
  return { next: () => new Promise<void>((resolve) => (wake = resolve)) }
}

/** Saves as many editors do: the new text in a file beside, renamed over the old one. */
function renameSave(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

describe('codegen --watch', () => {
  it('notices every rename-save of the same file, not only the first', async () => {
    const { next } = await start()
    const schema = join(root, 'schemas', 'sections', 'a.schema.json')
    for (let save = 1; save <= 3; save++) {
      const changed = next()
      renameSave(schema, `{"v":${save}}`)
      await changed
    }
  })

  it('notices a schema file added and one removed', async () => {
    const { next } = await start()
    let changed = next()
    writeFileSync(join(root, 'schemas', 'sections', 'b.schema.json'), '{}')
    await changed
    changed = next()
    rmSync(join(root, 'schemas', 'sections', 'a.schema.json'))
    await changed
  })

  it('notices a schema in a folder made after the watch began', async () => {
    const { next } = await start()
    let changed = next()
    mkdirSync(join(root, 'schemas', 'extra'))
    await changed
    changed = next()
    renameSave(join(root, 'schemas', 'extra', 'c.schema.json'), '{}')
    await changed
  })
})
