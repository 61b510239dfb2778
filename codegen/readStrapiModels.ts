import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { CodegenError } from './CodegenError'
import type { GeneratedFile } from './types'

/** One attribute of a Strapi model file: what says where and how its values are stored. */
export interface StoredAttribute {
  type: string
  component?: string
  repeatable?: boolean
  components?: string[]
  target?: string
  multiple?: boolean
  default?: unknown
}

/** A Strapi component or content type as its model file describes it. */
export interface StoredOwner {
  uid: string
  /** The model file, relative to the root. */
  file: string
  attributes: Readonly<Record<string, StoredAttribute>>
}

/** A content type's model (`cms/src/api/<name>/content-types/<name>/schema.json`). */
export interface StoredContentType extends StoredOwner {
  kind: 'collectionType' | 'singleType'
  singularName: string
  pluralName: string
  draftAndPublish: boolean
}

/** Every content type and component of a set of Strapi model files, by uid. */
export interface StrapiModels {
  contentTypes: ReadonlyMap<string, StoredContentType>
  components: ReadonlyMap<string, StoredOwner>
}

const CONTENT_TYPE = /^cms\/src\/api\/([^/]+)\/content-types\/([^/]+)\/schema\.json$/
const COMPONENT = /^cms\/src\/components\/([^/]+)\/([^/]+)\.json$/

function parse(file: GeneratedFile): Record<string, any> {
  try {
    return JSON.parse(file.contents) as Record<string, any>
  } catch (error) {
    throw new CodegenError(file.path, '', `not valid JSON, so codegen cannot tell what Strapi stores: ${(error as Error).message} (restore it with git, then run codegen)`)
  }
}

/** The Strapi models among `files` (paths relative to the root): content types and components. */
export function readStrapiModels(files: readonly GeneratedFile[]): StrapiModels {
  const contentTypes = new Map<string, StoredContentType>()
  const components = new Map<string, StoredOwner>()
  for (const file of files) {
    const type = CONTENT_TYPE.exec(file.path)
    const component = COMPONENT.exec(file.path)
    if (type) {
      const model = parse(file)
      const uid = `api::${type[1]}.${type[2]}`
      contentTypes.set(uid, {
        uid,
        file: file.path,
        kind: model.kind === 'singleType' ? 'singleType' : 'collectionType',
        singularName: String(model.info?.singularName ?? type[2]),
        pluralName: String(model.info?.pluralName ?? type[2]),
        draftAndPublish: model.options?.draftAndPublish === true,
        attributes: model.attributes ?? {},
      })
    } else if (component) {
      const uid = `${component[1]}.${component[2]}`
      components.set(uid, { uid, file: file.path, attributes: parse(file).attributes ?? {} })
    }
  }
  return { contentTypes, components }
}

/** The Strapi model files now on disk under `root`: what Strapi stores until codegen rewrites them. */
export function strapiModelFilesOnDisk(root: string): GeneratedFile[] {
  const files: GeneratedFile[] = []
  for (const dir of ['cms/src/api', 'cms/src/components']) {
    const base = join(root, dir)
    if (!existsSync(base)) continue
    for (const entry of readdirSync(base, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue
      const path = join(entry.parentPath, entry.name)
      const rel = relative(root, path).split(sep).join('/')
      if (CONTENT_TYPE.test(rel) || COMPONENT.test(rel)) files.push({ path: rel, contents: readFileSync(path, 'utf8') })
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
