import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'
import { iconNames } from './iconPaths'

const schema = JSON.parse(readFileSync(new URL('../../schemas/shared/icon.schema.json', import.meta.url), 'utf8')) as { enum: string[] }

describe('Icon', () => {
  it('draws exactly the icons the schema names', () => {
    expect([...iconNames].sort()).toEqual([...schema.enum].sort())
  })

  it('is decorative by default and an image with a name when labelled', () => {
    expect(renderToString(<Icon name="check" />)).toMatch(/^<svg[^>]*aria-hidden="true"/)
    const labelled = renderToString(<Icon name="shield" label="Secure" />)
    expect(labelled).toContain('role="img"')
    expect(labelled).toContain('aria-label="Secure"')
    expect(labelled).not.toContain('aria-hidden')
  })

  it('strokes with the text colour, so it follows the theme', () => {
    for (const name of iconNames) expect(renderToString(<Icon name={name} />)).toContain('stroke="currentColor"')
  })
})
