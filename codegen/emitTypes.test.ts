import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { emitTypes } from './emitTypes'
import { loadSchemas } from './loadSchemas'

const CASE = fileURLToPath(new URL('./__cases__/strapi/localized/', import.meta.url))

describe('emitTypes', () => {
  it('declares a shared type once when a property annotates its $ref for Strapi', async () => {
    const [file] = await emitTypes(loadSchemas(CASE), CASE)
    // page.cover is `{ $ref: media, x-strapi: { localized: false } }`
    expect(file?.contents).toContain('cover?: Media;')
    expect(file?.contents).toContain('cta?: Link;')
    expect(file?.contents).not.toMatch(/export interface (Media|Link)\d/)
  })
})
