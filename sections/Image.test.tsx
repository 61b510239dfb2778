import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Media } from '../runtime/generated/types'
import { FIRST_SCREEN_IMAGE, Image } from './Image'

const media = {
  url: '/uploads/hero.jpg',
  width: 1600,
  height: 1000,
  alternativeText: 'Three server cabinets',
  formats: {
    medium: { url: '/uploads/medium_hero.jpg', width: 750 },
    thumbnail: { url: '/uploads/thumbnail_hero.jpg', width: 245 },
  },
} as unknown as Media

describe('Image', () => {
  it("gives the first screen's image eager, high-priority loading and the element timing mark the client's start waits for", () => {
    const html = renderToString(<Image media={media} sizes="100vw" priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain(`elementtiming="${FIRST_SCREEN_IMAGE}"`)
    expect(html).toContain('srcSet="/uploads/thumbnail_hero.jpg 245w, /uploads/medium_hero.jpg 750w, /uploads/hero.jpg 1600w"')
    expect(html).toContain('width="1600" height="1000" alt="Three server cabinets"')
  })

  it('loads every other image lazily, with no priority and no element timing', () => {
    const html = renderToString(<Image media={media} sizes="100vw" alt="" />)
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).not.toContain('fetchPriority')
    expect(html).not.toContain('elementtiming')
    expect(html).toContain('alt=""')
  })
})
