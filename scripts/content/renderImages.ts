/**
 * Draws the demo content pack's images as inline SVG in the local chromium and writes them to `content/media/`.
 *
 *   npx tsx scripts/content/renderImages.ts [--only PREFIX]
 *
 * Everything is drawn from shapes: no photographs, no network, no randomness beyond a PRNG seeded by the file
 * name, so the same machine (same chromium, same fonts) writes the same bytes every time.
 * Sizes: heroes 1600×1000 JPEG, article covers 1200×675 JPEG, the OG image 1200×630 JPEG, author avatars
 * 400×400 JPEG, brand logos 320×96 PNG (transparent), payment logos 160×100 PNG.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { imageJobs } from './images/imageJobs'

const OUT = resolve(fileURLToPath(import.meta.url), '../../../content/media')

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  mkdirSync(OUT, { recursive: true })
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' })
    const page = await context.newPage()
    let total = 0
    for (const job of imageJobs()) {
      if (only && !job.file.startsWith(only)) continue
      const png = job.file.endsWith('.png')
      await page.setViewportSize({ width: job.width, height: job.height })
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:${png ? 'transparent' : '#1e1b4b'}}svg{display:block}</style></head><body>${job.svg}</body></html>`,
      )
      await page.evaluate(() => document.fonts.ready)
      const buffer = await page.screenshot({
        clip: { x: 0, y: 0, width: job.width, height: job.height },
        type: png ? 'png' : 'jpeg',
        ...(png ? { omitBackground: true } : { quality: 80 }),
        animations: 'disabled',
        caret: 'hide',
      })
      const path = join(OUT, job.file)
      writeFileSync(path, buffer)
      total += statSync(path).size
      console.log(`${job.file} ${job.width}×${job.height} ${(buffer.length / 1024).toFixed(1)} KB`)
    }
    console.log(`${(total / 1024 / 1024).toFixed(2)} MB written to content/media`)
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
