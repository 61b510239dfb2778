import { checkPackContent } from './checkPackContent'
import { checkStrapiContent } from './checkStrapiContent'
import type { ContentFinding } from './ContentFinding'
import { diffStrapiModels } from './diffStrapiModels'
import { loadSchemas } from './loadSchemas'
import { readStrapiModels, strapiModelFilesOnDisk } from './readStrapiModels'
import type { GeneratedFile } from './types'

/** Where the stored content comes from. */
export interface StoredContentOptions {
  /**
   * STRAPI_URL and STRAPI_API_TOKEN: with both, the running Strapi's entries are checked too (PREVIEW_SECRET, when
   * Strapi has one, lets its drafts be read). Default none: only the content pack.
   */
  env?: Readonly<Record<string, string | undefined>>
}

/** One place content is stored, what was read there and what the change does to it. */
export interface ContentSource {
  /** `content pack in content/` or `Strapi at http://127.0.0.1:1337`. */
  name: string
  /** Entries read (for Strapi, each draft and published version counts). */
  entries: number
  findings: ContentFinding[]
}

/**
 * Checks stored content against what codegen is about to write (`files`), before anything is written: the content
 * pack, and the running Strapi when STRAPI_URL and STRAPI_API_TOKEN are set. What the new Strapi models drop is
 * found by comparing them with the model files on disk, which describe what Strapi stores now.
 */
export async function checkStoredContent(root: string, files: readonly GeneratedFile[], options: StoredContentOptions = {}): Promise<ContentSource[]> {
  const old = readStrapiModels(strapiModelFilesOnDisk(root))
  const next = readStrapiModels(files)
  const changes = diffStrapiModels(old, next)
  const sources: ContentSource[] = []
  const pack = checkPackContent(root, old, changes)
  if (pack) sources.push({ name: 'content pack in content/', ...pack })
  const { STRAPI_URL: url, STRAPI_API_TOKEN: token, PREVIEW_SECRET: previewSecret } = options.env ?? {}
  if (url && token) {
    const strapi = await checkStrapiContent({ url, token, previewSecret: previewSecret || undefined }, old, next, changes, loadSchemas(root))
    sources.push({ name: `Strapi at ${url}`, ...strapi })
  }
  return sources
}
