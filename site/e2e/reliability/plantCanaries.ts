import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Files outside the build whose content must never be served. */
export interface Canaries {
  /** The file name, the same in every folder (so a traversal can aim at it). */
  name: string
  /** The content: never part of any URL, so finding it in an answer means the file was read. */
  token: string
  remove(): void
}

/**
 * Plants a canary in the repo root and one in dist/, beside dist/client (the folder the server serves files from).
 * Their name is in the hostile corpus; their content is a random token no request contains.
 */
export function plantCanaries(root: string): Canaries {
  const name = `reliability-canary-${randomBytes(6).toString('hex')}.txt`
  const token = `CANARY-${randomBytes(16).toString('hex')}`
  const files = [join(root, name), join(root, 'dist', name)]
  for (const file of files) writeFileSync(file, `${token}\n`)
  return { name, token, remove: () => files.forEach((file) => rmSync(file, { force: true })) }
}
