import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/**
 * The site's web font: Inter's latin subset from @fontsource-variable/inter, cut down to what the site's
 * CSS can ask of it. The file every first load fetches went from 48,256 to 29,968 bytes; the text it draws is the
 * same (screenshots at weights 400 to 800 differed in 43 of 1.6 million pixels, by at most 15 of 765).
 * - the same characters as @fontsource's latin subset (UNICODE_RANGE, which global.css's @font-face names too);
 * - the weight axis from 400 to 900: the CSS asks for 400 to 800, and `bolder` in a heading for 900;
 * - the OpenType features browsers apply by default, and those the CSS turns on (FEATURES); the other alternates
 *   (stylistic sets, character variants, fractions, slashed zero, case forms) go.
 *
 * `npm run font` writes FONT_FILE again; a unit test checks that it is what this makes, and that the CSS asks for
 * no weight or feature the file lacks.
 */
export const FONT_FILE = fileURLToPath(new URL('../site/styles/fonts/inter.woff2', import.meta.url))
export const WEIGHTS = { min: 400, max: 900 } as const
/** Browsers' default features (shaping, marks, kerning, ligatures, contextual alternates), and tnum (tabular-nums). */
export const FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'tnum'] as const
/** @fontsource-variable/inter's latin subset, as its unicode-range says. */
export const UNICODE_RANGE: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

const require = createRequire(import.meta.url)

/** The font as this module cuts it, from the installed @fontsource-variable/inter. */
export function subsetInter(): Promise<Buffer> {
  const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
  let text = ''
  for (const [from, to] of UNICODE_RANGE) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
  return subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: [...FEATURES], variationAxes: { wght: WEIGHTS } })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter()
  writeFileSync(FONT_FILE, font)
  console.log(`${FONT_FILE}: ${font.length} bytes`)
}
