import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The public XSS corpora, kept in the repository (copied from the workplace's shared/corpora, with their README and
 * licences) so every clone and CI runs them.
 */
export const CORPORA_DIR = fileURLToPath(new URL('./corpora/', import.meta.url))

/** One public XSS vector. */
export interface Vector {
  /** Which corpus it comes from (`probe`: a test's own vector). */
  corpus: 'dompurify' | 'h5sc' | 'probe'
  /** Position in its corpus file. */
  index: number
  /** Its title (DOMPurify) or id and name (H5SC). */
  name: string
  /** The HTML payload. */
  payload: string
}

interface DompurifyEntry {
  title: string
  payload: string
}

interface H5scEntry {
  id: number
  category: string
  name: string
  payload: string
}

function read<T>(file: string): T[] {
  return JSON.parse(readFileSync(`${CORPORA_DIR}${file}`, 'utf8')) as T[]
}

/** Both corpora as one list. */
export function loadCorpora(): Vector[] {
  if (!existsSync(CORPORA_DIR)) throw new Error(`No XSS corpora at ${CORPORA_DIR}`)
  const dompurify = read<DompurifyEntry>('dompurify-vectors.json').map(
    (entry, index): Vector => ({ corpus: 'dompurify', index, name: entry.title, payload: entry.payload }),
  )
  const h5sc = read<H5scEntry>('h5sc-vectors.json').map(
    (entry, index): Vector => ({ corpus: 'h5sc', index, name: `${entry.id} ${entry.category}: ${entry.name}`, payload: entry.payload }),
  )
  return [...dompurify, ...h5sc]
}
