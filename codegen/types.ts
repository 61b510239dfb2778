import type { JSONSchema } from 'json-schema-to-typescript'

/**
 * Which folder of schemas/ a schema file lives in. `forms`: what a form on the site sends (the register
 * form); a validator and a type, no Strapi model, so the browser and the server check input with the same code.
 */
export type SchemaKind = 'sections' | 'shared' | 'content' | 'forms'

/** The `x-strapi` annotation of a section or shared component schema. */
export interface StrapiComponentAnnotation {
  /** Component uid, `<category>.<name>`, e.g. `sections.billboard`. */
  uid: string
  category: string
  displayName: string
  icon?: string
}

/** The `x-strapi` annotation of a content-type schema. */
export interface StrapiContentTypeAnnotation {
  kind: 'collectionType' | 'singleType'
  /** e.g. `api::page.page` */
  uid: string
  singularName: string
  pluralName: string
  displayName: string
  draftAndPublish: boolean
  /**
   * Whether Strapi's setup lets the Public role read it (find, findOne); default true. False for what visitors
   * send and only editors read, such as support requests: cms/src/setup/grantPublicRead.js leaves it out.
   */
  publicRead: boolean
  /**
   * Whether editors translate its entries (Strapi's i18n: one localisation per locale of runtime/i18n/locales.json);
   * default false. Its properties are then localised too, unless marked `x-strapi: {localized: false}`.
   */
  localized: boolean
}

/** The `x-strapi` annotation of a property, overriding what its JSON type implies. */
export interface StrapiPropertyAnnotation {
  type?: 'omit' | 'uid' | 'json' | 'richtext' | 'text' | 'relation' | 'media' | 'dynamiczone'
  targetField?: string
  unique?: boolean
  relation?: 'oneToOne' | 'manyToOne' | 'oneToMany' | 'manyToMany'
  target?: string
  /** For a dynamic zone: the component category whose components it accepts. */
  components?: string
  allowedTypes?: string[]
  populate?: string[]
  /** On a property of a localised content type: false keeps the field the same in every locale (default true). */
  localized?: boolean
}

/** One schema file, read and parsed, never mutated after loading. */
export interface LoadedSchema {
  kind: SchemaKind
  /** Path relative to the repo root, e.g. `schemas/sections/billboard.schema.json`. */
  file: string
  /** File name without `.schema.json`, e.g. `billboard`. */
  name: string
  /** The parsed schema (deep-frozen). */
  schema: Readonly<JSONSchema>
}

/** All schemas of a tree, sorted by file, plus a lookup by `$id`. */
export interface SchemaSet {
  schemas: readonly LoadedSchema[]
  byId: ReadonlyMap<string, LoadedSchema>
}

/** A file the codegen would write: path relative to the output root, and its full text. */
export interface GeneratedFile {
  path: string
  contents: string
}
