import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url))

/** The review provider's widget script the copy's home page loads; outside this machine, so a test answers for it. */
const REVIEWS_WIDGET_URL = 'https://widgets.starlingreviews.example/v3/loader.js'

/** A copy of the demo content pack whose third-party reviews load a widget; remove() deletes it. */
export interface ReviewsWidgetPack {
  dir: string
  remove(): void
}

/**
 * The demo pack with the home page's third-party reviews section given a widget script (CONTENT_DIR for the files
 * source): the demo itself loads no third-party script, so the widget's behaviour is tested on this copy.
 */
export function reviewsWidgetPack(): ReviewsWidgetPack {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-reviews-widget-'))
  cpSync(CONTENT, dir, { recursive: true })
  const file = join(dir, 'collections/pages/homepage.json')
  const page = JSON.parse(readFileSync(file, 'utf8')) as { sections: { __component: string; scriptUrl?: string }[] }
  const reviews = page.sections.find((section) => section.__component === 'sections.reviews-third-party')
  if (!reviews) throw new Error('the demo home page has no sections.reviews-third-party')
  reviews.scriptUrl = REVIEWS_WIDGET_URL
  writeFileSync(file, JSON.stringify(page, null, 2))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
