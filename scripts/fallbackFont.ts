import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../runtime/testing/launchBrowser'

/**
 * The face the site draws its text in until Inter arrives: Arial, or Liberation Sans (its metric twin on
 * Linux), scaled so each line is as wide as Inter will draw it and given Inter's ascent and descent. Without it the
 * swap to Inter reflowed the page: with the font's response held 600 ms, CLS up to 0.21.
 *
 * The scale is measured, not guessed: every text run of every page in the site's sitemap, drawn at the weight, size
 * and numeric variant the page gives it, once in Inter and once in Liberation Sans (same advance widths as Arial),
 * summed per weight. `npm run font:fallback -- [site URL] [--write]` prints the faces, or writes them into global.css
 * between FACES_START and FACES_END; the site must be running (npm start).
 */
export const GLOBAL_CSS = fileURLToPath(new URL('../site/styles/global.css', import.meta.url))
export const FAMILY = 'Inter Fallback'
export const FACES_START = '/* fallback faces: written by scripts/fallbackFont.ts --write */'
export const FACES_END = '/* end of fallback faces */'
/** Full font names, as local() matches them: Windows' and macOS's Arial first, then Linux's twin. */
const LOCAL_NAMES = { regular: ['Arial', 'Liberation Sans'], bold: ['Arial Bold', 'Liberation Sans Bold'] } as const
/** A request of 600 or more draws Arial's bold face: the weight where a two-face family turns bold. */
const BOLD_FROM = 600

/** The text of one weight: its width summed over the site, in Inter and in the fallback's own glyphs. */
export interface WeightWidths {
  weight: number
  inter: number
  fallback: number
  characters: number
}

/** Inter's ascent and descent, as fractions of the em. */
export interface VerticalMetrics {
  ascent: number
  descent: number
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`

/** One @font-face per measured weight: size-adjust makes the widths match; the overrides are Inter's, unscaled. */
export function fallbackFaces(widths: readonly WeightWidths[], inter: VerticalMetrics): string {
  return [...widths]
    .sort((a, b) => a.weight - b.weight)
    .map(({ weight, inter: interWidth, fallback }) => {
      if (!(interWidth > 0 && fallback > 0)) throw new Error(`weight ${weight}: no text measured`)
      // rounded as written, so the overrides below are of the size-adjust the rule gives
      const scale = Math.round((interWidth / fallback) * 10_000) / 10_000
      const names = weight >= BOLD_FROM ? LOCAL_NAMES.bold : LOCAL_NAMES.regular
      const src = names.map((name) => `local('${name}')`).join(', ')
      // the overrides are of the scaled face's em, so Inter's metrics divided by the scale land on Inter's
      return `@font-face { font-family: '${FAMILY}'; font-weight: ${weight}; src: ${src}; size-adjust: ${percent(scale)}; ascent-override: ${percent(inter.ascent / scale)}; descent-override: ${percent(inter.descent / scale)}; line-gap-override: 0%; }`
    })
    .join('\n')
}

/** Where the faces are in the stylesheet: between the markers; an error if they are missing. */
function facesBlock(css: string): { start: number; end: number } {
  const start = css.indexOf(FACES_START)
  const end = css.indexOf(FACES_END)
  if (start < 0 || end < start) throw new Error(`global.css has no "${FACES_START}" … "${FACES_END}" block`)
  return { start: start + FACES_START.length, end }
}

/** The stylesheet with its fallback faces replaced. */
export function withFaces(css: string, faces: string): string {
  const { start, end } = facesBlock(css)
  return `${css.slice(0, start)}\n${faces}\n${css.slice(end)}`
}

/** The faces global.css holds now. */
export function currentFaces(css: string): string {
  const { start, end } = facesBlock(css)
  return css.slice(start, end).trim()
}

/** Every text run drawn in Inter on the loaded page, measured in both faces, summed per weight. */
function measurePage(page: Page): Promise<WeightWidths[]> {
  return page.evaluate(() => {
    const sums = new Map<number, { weight: number; inter: number; fallback: number; characters: number }>()
    const probe = document.createElement('span')
    probe.style.cssText = 'position: absolute; white-space: pre; letter-spacing: 0; visibility: hidden'
    document.body.append(probe)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      const parent = node.parentElement
      if (!text || !parent || parent === probe) continue
      const style = getComputedStyle(parent)
      if (!style.fontFamily.startsWith('"Inter Variable"') || !parent.checkVisibility()) continue
      probe.textContent = text
      Object.assign(probe.style, { fontWeight: style.fontWeight, fontSize: style.fontSize, fontVariantNumeric: style.fontVariantNumeric, textTransform: style.textTransform })
      const weight = Number(style.fontWeight)
      const sum = sums.get(weight) ?? { weight, inter: 0, fallback: 0, characters: 0 }
      // no named functions in here: tsx would wrap them in a helper the page does not have
      probe.style.fontFamily = '"Inter Variable"'
      sum.inter += probe.getBoundingClientRect().width
      probe.style.fontFamily = '"Liberation Sans"'
      sum.fallback += probe.getBoundingClientRect().width
      sum.characters += text.length
      sums.set(weight, sum)
    }
    probe.remove()
    return [...sums.values()]
  })
}

/** Measures the running site at `origin`: every page of its sitemap, and Inter's vertical metrics. */
export async function measureSite(origin: string): Promise<{ widths: WeightWidths[]; inter: VerticalMetrics; pages: number }> {
  const sitemap = await fetch(new URL('/sitemap.xml', origin)).catch((error: unknown) => {
    throw new Error(`${origin} did not answer (${String(error)}): start the site first (npm start), or pass its URL`)
  })
  if (!sitemap.ok) throw new Error(`${origin}/sitemap.xml: ${sitemap.status}`)
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  if (paths.length === 0) throw new Error(`${origin}/sitemap.xml lists no pages`)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const sums = new Map<number, WeightWidths>()
    let inter: VerticalMetrics | undefined
    for (const path of paths) {
      const response = await page.goto(new URL(path, origin).href, { waitUntil: 'load' })
      if (!response?.ok()) throw new Error(`${path}: ${response?.status() ?? 'no response'}`)
      const ready = await page.evaluate(async () => {
        await document.fonts.ready
        // fonts.check() says yes to any system family, installed or not: an installed one draws unlike monospace
        const context = document.createElement('canvas').getContext('2d')!
        context.font = '16px monospace'
        const monospace = context.measureText('Hamburgefonstiv').width
        context.font = '16px "Liberation Sans", monospace'
        return { inter: document.fonts.check('16px "Inter Variable"'), liberation: context.measureText('Hamburgefonstiv').width !== monospace }
      })
      if (!ready.inter) throw new Error(`${path}: Inter did not load`)
      if (!ready.liberation) throw new Error('Liberation Sans is not installed (Debian: apt-get install fonts-liberation)')
      inter ??= await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!
        // at 2,048 px (Inter's units to the em) the whole pixels canvas gives are the font's own units
        context.font = '2048px "Inter Variable"'
        const metrics = context.measureText('x')
        return { ascent: metrics.fontBoundingBoxAscent / 2048, descent: metrics.fontBoundingBoxDescent / 2048 }
      })
      for (const measured of await measurePage(page)) {
        const sum = sums.get(measured.weight) ?? { weight: measured.weight, inter: 0, fallback: 0, characters: 0 }
        sums.set(measured.weight, { weight: sum.weight, inter: sum.inter + measured.inter, fallback: sum.fallback + measured.fallback, characters: sum.characters + measured.characters })
      }
    }
    return { widths: [...sums.values()], inter: inter!, pages: paths.length }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const origin = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3000'
  const { widths, inter, pages } = await measureSite(origin).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
  const faces = fallbackFaces(widths, inter)
  for (const { weight, characters } of widths.sort((a, b) => a.weight - b.weight)) console.log(`weight ${weight}: ${characters} characters`)
  console.log(`${pages} pages; Inter's ascent ${inter.ascent}, descent ${inter.descent}\n${faces}`)
  if (args.includes('--write')) {
    writeFileSync(GLOBAL_CSS, withFaces(readFileSync(GLOBAL_CSS, 'utf8'), faces))
    console.log(`wrote ${GLOBAL_CSS}`)
  }
}
