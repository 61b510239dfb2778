/**
 * A contact sheet of the pack's images, for reviewing them by eye.
 *
 *   npx tsx scripts/content/contactSheet.ts [FILE ...]   (all of content/media when none given)
 *
 * Writes /tmp/content-contact-sheet.png.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../../runtime/testing/launchBrowser'

const MEDIA = resolve(fileURLToPath(import.meta.url), '../../../content/media')
const OUT = '/tmp/content-contact-sheet.png'

const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(MEDIA).filter((f) => !f.startsWith('.')).sort()
const tiles = files
  .map((f) => {
    const mime = f.endsWith('.png') ? 'image/png' : 'image/jpeg'
    const data = readFileSync(join(MEDIA, f)).toString('base64')
    return `<figure><img src="data:${mime};base64,${data}"><figcaption>${f}</figcaption></figure>`
  })
  .join('')
const browser = await launchBrowser()
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.setContent(
    `<style>body{margin:0;background:#9ca3af;font:12px sans-serif;display:flex;flex-wrap:wrap}figure{margin:4px;width:384px}img{max-width:100%;background:#e5e7eb}</style>${tiles}`,
  )
  writeFileSync(OUT, await page.screenshot({ fullPage: true }))
  console.log(`${files.length} images: ${OUT}`)
} finally {
  await browser.close()
}
