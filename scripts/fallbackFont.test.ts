import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { currentFaces, fallbackFaces, FACES_END, FACES_START, FAMILY, GLOBAL_CSS, withFaces, type WeightWidths } from './fallbackFont'

/** Inter's ascent and descent: 1,984 and 494 of its 2,048 units to the em. */
const INTER = { ascent: 1984 / 2048, descent: 494 / 2048 }

/** A face's descriptors, by name, from one generated rule. */
function descriptors(rule: string): Record<string, string> {
  const body = rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'))
  return Object.fromEntries(body.split(';').map((part) => part.split(/:(.*)/s).map((piece) => piece.trim())).filter(([name]) => name) as [string, string][])
}

describe('the fallback faces (scripts/fallbackFont.ts)', () => {
  it('scales each weight by the ratio of the widths and gives it Inter’s ascent and descent, in the scaled em', () => {
    const widths: WeightWidths[] = [
      { weight: 700, inter: 1020, fallback: 1000, characters: 10 },
      { weight: 400, inter: 1067.5, fallback: 1000, characters: 90 },
    ]
    const rules = fallbackFaces(widths, INTER).split('\n')
    expect(rules).toHaveLength(2)
    const [regular, bold] = rules.map(descriptors)
    expect(regular).toEqual({
      'font-family': `'${FAMILY}'`,
      'font-weight': '400',
      src: "local('Arial'), local('Liberation Sans')",
      'size-adjust': '106.75%',
      'ascent-override': '90.75%',
      'descent-override': '22.60%',
      'line-gap-override': '0%',
    })
    expect(bold).toMatchObject({ 'font-weight': '700', src: "local('Arial Bold'), local('Liberation Sans Bold')", 'size-adjust': '102.00%', 'ascent-override': '94.98%' })
  })

  it('refuses a weight with nothing measured, rather than writing a face of zero size', () => {
    expect(() => fallbackFaces([{ weight: 500, inter: 0, fallback: 0, characters: 0 }], INTER)).toThrow('weight 500: no text measured')
  })

  it('writes the faces between the markers and leaves the rest of the stylesheet as it was', () => {
    const css = `a {}\n${FACES_START}\nold\n${FACES_END}\nb {}\n`
    const written = withFaces(css, 'new 1\nnew 2')
    expect(written).toBe(`a {}\n${FACES_START}\nnew 1\nnew 2\n${FACES_END}\nb {}\n`)
    expect(currentFaces(written)).toBe('new 1\nnew 2')
    expect(() => withFaces('a {}', 'new')).toThrow('global.css has no')
  })

  it('global.css holds faces the script wrote, for Inter’s metrics, and the site’s font stack names them after Inter', () => {
    const css = readFileSync(GLOBAL_CSS, 'utf8')
    const rules = currentFaces(css).split('\n').map(descriptors)
    const weights = rules.map((rule) => Number(rule['font-weight']))
    // the weights the site's text is drawn in (the measured ones): regular, medium, the bold ones and `bolder`'s 900
    expect(weights).toEqual([400, 500, 600, 700, 800, 900])
    // written again from their own size-adjust, each rule is what fallbackFaces makes of it
    const again = fallbackFaces(
      rules.map((rule) => ({ weight: Number(rule['font-weight']), inter: parseFloat(rule['size-adjust']!), fallback: 100, characters: 1 })),
      INTER,
    )
    expect(currentFaces(css)).toBe(again)
    expect(css).toMatch(/--font-sans: 'Inter Variable', 'Inter Fallback', /)
  })
})
