import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { imageInfo } from './imageInfo'
import { imageJobs } from './images/imageJobs'

// What the demo content pack shows beyond what its schemas can say (validatePack checks those): pictures.

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')

describe('the demo content pack', () => {
  const media = (url: string) => join(ROOT, 'content/media', url.replace(/^\/uploads\//, ''))
  const articles = readdirSync(join(ROOT, 'content/collections/articles'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(ROOT, 'content/collections/articles', file), 'utf8')) as { slug: string; cover?: { url: string; alternativeText?: string } })

  it('gives every article a cover the size of the others, with its alternative text', () => {
    const without = articles.filter((article) => !article.cover?.url || !article.cover.alternativeText).map((article) => article.slug)
    expect(without).toEqual([])
    for (const { slug, cover } of articles) {
      expect(imageInfo(media(cover!.url)), slug).toEqual({ width: 1200, height: 675, mime: 'image/jpeg' })
    }
  })

  it('gives each article a cover of its own', () => {
    const digests = articles.map(({ cover }) => createHash('sha256').update(readFileSync(media(cover!.url))).digest('hex'))
    expect(new Set(digests).size).toBe(articles.length)
  })

  it('shows on the Shared hosting card a picture of shared hosting, not the VPS cloud of the card beside it', () => {
    const page = JSON.parse(readFileSync(join(ROOT, 'content/collections/pages/web-hosting.json'), 'utf8'))
    const cards = page.sections.flatMap((section: { cards?: unknown[] }) => section.cards ?? []) as { heading: string; image: { url: string; alternativeText: string } }[]
    const drawing = (heading: string) => {
      const card = cards.find((c) => c.heading === heading)!
      const job = imageJobs().find((j) => `/uploads/${j.file}` === card.image.url)
      expect(job, `${heading}: ${card.image.url} is drawn by scripts/content/images`).toBeDefined()
      return { svg: job!.svg, alt: card.image.alternativeText }
    }
    // the cloud motif is the one that writes VPS across it
    expect(drawing('Virtual private servers').svg).toContain('>VPS</text>')
    const shared = drawing('Shared hosting')
    expect(shared.svg).not.toContain('>VPS</text>')
    expect(shared.alt).not.toMatch(/cloud|VPS/i)
  })
})
