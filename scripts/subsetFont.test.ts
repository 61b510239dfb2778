import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FEATURES, FONT_FILE, subsetInter, UNICODE_RANGE, WEIGHTS } from './subsetFont'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every stylesheet of the site's own: its CSS modules and global styles. */
function stylesheets(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (entry.name.endsWith('.css')) found.push(readFileSync(join(dir, entry.name), 'utf8'))
    }
  }
  for (const dir of ['site', 'sections', 'runtime']) walk(join(root, dir))
  return found
}

/** The OpenType feature each value of font-variant-numeric and font-variant-caps turns on. */
const VARIANT_FEATURES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  'slashed-zero': 'zero',
  ordinal: 'ordn',
  'small-caps': 'smcp',
}

describe('the web font (scripts/subsetFont.ts)', () => {
  it('is the file the script cuts from the installed @fontsource-variable/inter (npm run font writes it again)', async () => {
    expect(Buffer.compare(await subsetInter(), readFileSync(FONT_FILE))).toBe(0)
  })

  it('holds every weight and feature the CSS asks for', () => {
    const css = stylesheets().join('\n')
    const weights = [...css.matchAll(/font-weight:\s*([^;}]+)/g)].map((m) => m[1]!.trim())
    expect(weights.length).toBeGreaterThan(10)
    for (const weight of weights) {
      const numbers = weight.split(/\s+/).map((w) => ({ normal: 400, bold: 700 })[w] ?? Number(w))
      // bolder and lighter are relative: UA headings at 700 make `bolder` 900, the axis's top
      if (weight === 'bolder' || weight === 'lighter' || weight === 'inherit') continue
      for (const n of numbers) expect(n, `font-weight: ${weight}`).toBeGreaterThanOrEqual(WEIGHTS.min)
      for (const n of numbers) expect(n, `font-weight: ${weight}`).toBeLessThanOrEqual(WEIGHTS.max)
    }
    const asked = [
      ...[...css.matchAll(/font-variant-(?:numeric|caps):\s*([^;}]+)/g)].flatMap((m) => m[1]!.trim().split(/\s+/)).filter((v) => v !== 'normal').map((v) => VARIANT_FEATURES[v] ?? `unknown value ${v}`),
      ...[...css.matchAll(/font-feature-settings:\s*([^;}]+)/g)].flatMap((m) => [...m[1]!.matchAll(/["'](\w{4})["']/g)].map((f) => f[1]!)),
    ]
    expect(asked).toContain('tnum')
    for (const feature of asked) expect(FEATURES, feature).toContain(feature)
  })

  it('has every character the CSS draws itself (generated content), so no first layout looks for another font', () => {
    const inFont = (code: number) => UNICODE_RANGE.some(([from, to]) => code >= from && code <= to)
    const drawn = stylesheets().flatMap((css) =>
      [...css.matchAll(/(?<![-\w])content:\s*([^;}]+)/g)].flatMap((m) =>
        // the strings of the value, escapes read: `'\2191\00a0'` is ↑ and a no-break space
        [...m[1]!.matchAll(/'([^']*)'|"([^"]*)"/g)].map((s) => (s[1] ?? s[2])!.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))),
      ),
    )
    expect(drawn.join('')).toContain('\u201c')
    const missing = [...new Set([...drawn.join('')].filter((ch) => !inFont(ch.codePointAt(0)!)))]
    expect(missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${ch}`)).toEqual([])
  })

  it('covers the characters global.css’s @font-face names', () => {
    const global = readFileSync(join(root, 'site/styles/global.css'), 'utf8')
    const declared = /unicode-range:\s*([^;]+);/.exec(global)![1]!.split(',').map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
      return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)]
    })
    expect(declared).toEqual(UNICODE_RANGE)
    expect(global).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`)
  })
})
