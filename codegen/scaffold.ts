import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pascalCase } from './names'
import { SCHEMA_ID_BASE } from './checkSchemas'

/** A section type name: lower-case words joined by hyphens. */
const TYPE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** A usage mistake of the scaffold command (bad or taken name). */
export class ScaffoldError extends Error {
  override name = 'ScaffoldError'
}

/**
 * Writes a new section type: its schema (with an example), its component, CSS module and test.
 * Returns the paths written. Refuses a bad name or a type that exists, writing nothing.
 */
export function scaffold(root: string, type: string): string[] {
  if (!TYPE_NAME.test(type)) throw new ScaffoldError(`"${type}" is not a section type name: use lower-case words joined by hyphens, like "price-table"`)
  const pascal = pascalCase(type)
  const schemaPath = join('schemas', 'sections', `${type}.schema.json`)
  const dir = join('sections', type)
  if (existsSync(join(root, schemaPath)) || existsSync(join(root, dir))) throw new ScaffoldError(`section type "${type}" already exists (${schemaPath} or ${dir}/)`)

  const schema = {
    $id: `${SCHEMA_ID_BASE}sections/${type}.schema.json`,
    title: pascal,
    description: `TODO: say what a ${type} section shows and when to use it.`,
    type: 'object',
    'x-strapi': { uid: `sections.${type}`, category: 'sections', displayName: pascal, icon: 'layout' },
    required: ['heading'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', 'x-strapi': { type: 'omit' } },
      heading: { type: 'string', minLength: 1 },
      anchor: { $ref: '../shared/anchor.schema.json' },
      spacing: { $ref: '../shared/spacing.schema.json' },
      colour: { $ref: '../shared/colour.schema.json' },
    },
    examples: [{ heading: `An example ${type} section` }],
  }
  const component = `import type { ${pascal}Section } from '../../runtime/generated/types'
import { Section } from '../Section'
import styles from './${pascal}.module.css'

/** ${pascal} section: renders schemas/sections/${type}.schema.json. */
export function ${pascal}(props: ${pascal}Section) {
  return (
    <Section anchor={props.anchor} spacing={props.spacing} colour={props.colour} className={styles.root}>
      <h2>{props.heading}</h2>
    </Section>
  )
}
`
  const css = `.root {\n}\n`
  const test = `import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import type { ${pascal}Section } from '../../runtime/generated/types'
import { ${pascal} } from './${pascal}'

describe('${pascal}', () => {
  it('renders the heading of every schema example', () => {
    const entry = catalogue.find((e) => e.uid === 'sections.${type}')!
    for (const example of entry.examples as ${pascal}Section[]) {
      expect(renderToString(<${pascal} {...example} />)).toContain(example.heading)
    }
  })
})
`
  const files: Array<[string, string]> = [
    [schemaPath, `${JSON.stringify(schema, null, 2)}\n`],
    [join(dir, `${pascal}.tsx`), component],
    [join(dir, `${pascal}.module.css`), css],
    [join(dir, `${pascal}.test.tsx`), test],
  ]
  mkdirSync(join(root, dir), { recursive: true })
  for (const [path, contents] of files) writeFileSync(join(root, path), contents)
  return files.map(([path]) => path)
}
