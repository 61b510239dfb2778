import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { closeIconNames } from './checkIcons'
import { COMPONENT_ICONS } from './componentIcons'

const STRAPI_ICONS = fileURLToPath(
  new URL('../cms/node_modules/@strapi/content-manager/dist/admin/components/ComponentIcon.js', import.meta.url),
)

/** The keys of the content manager's `COMPONENT_ICONS` object literal, in order. */
function installedIconNames(): string[] {
  const source = readFileSync(STRAPI_ICONS, 'utf8')
  const start = source.indexOf('const COMPONENT_ICONS = {')
  if (start === -1) throw new Error(`no COMPONENT_ICONS object in ${STRAPI_ICONS}: has Strapi moved its icon list?`)
  const literal = source.slice(start, source.indexOf('};', start))
  return [...literal.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]!)
}

describe('componentIcons', () => {
  // cms/ is installed by the root postinstall; without it there is no Strapi to compare with
  it.skipIf(!existsSync(STRAPI_ICONS))('lists exactly the icons of the installed Strapi content manager', () => {
    expect(COMPONENT_ICONS).toEqual(installedIconNames())
  })

  it('suggests names that contain, share a word with or are a typo away from an unknown icon', () => {
    expect(closeIconNames('align-left')).toContain('arrowLeft')
    expect(closeIconNames('picure')).toEqual(['picture'])
    expect(closeIconNames('Link')[0]).toBe('link')
  })
})
