import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createAjv } from './createAjv'
import { loadSchemas } from './loadSchemas'
import { withComponentIds } from './withComponentIds'

const CASES = fileURLToPath(new URL('./__cases__/strapi/', import.meta.url))
const id = (kind: string, name: string) => `https://stratum.dev/schemas/${kind}/${name}.schema.json`

describe('withComponentIds: the validators take the id Strapi returns with each component object', () => {
  it('accepts an id on an inline object that forbids other keys, and still refuses an unknown key', () => {
    const validate = createAjv(loadSchemas(join(CASES, 'inline-object'))).getSchema(id('sections', 'banner'))
    expect(validate?.({ id: 1, heading: 'Hi', callout: { id: 2, text: 'Now on sale' } })).toBe(true)
    expect(validate?.({ heading: 'Hi', callout: { text: 'Now on sale', colour: 'red' } })).toBe(false)
    expect(validate?.({ heading: 'Hi', callout: { id: 'two', text: 'Now on sale' } })).toBe(false)
  })

  it('accepts an id on a shared object schema without a uid, which Strapi stores as a component', () => {
    const validate = createAjv(loadSchemas(join(CASES, 'inline-nested'))).getSchema(id('content', 'page'))
    expect(validate?.({ title: 'Home', banner: { id: 3, links: [{ id: 4, label: 'Pricing' }] } })).toBe(true)
  })

  it('leaves objects that stay JSON and the loaded schemas as they are', () => {
    const set = loadSchemas(join(CASES, 'inline-json'))
    const before = JSON.stringify(set.schemas)
    const settings = withComponentIds(set).schemas.find((s) => s.name === 'settings')?.schema as { properties: Record<string, { properties?: object }> }
    expect(settings.properties.structuredData?.properties).toEqual({ '@type': { type: 'string' } })
    expect(JSON.stringify(set.schemas)).toBe(before)
  })
})
