import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { JuxtaposedMediaSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/juxtaposed-media.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { isVideo, JuxtaposedMedia } from './JuxtaposedMedia'

const examples = catalogue.find((e) => e.uid === 'sections.juxtaposed-media')!.examples as JuxtaposedMediaSection[]
const render = (props: JuxtaposedMediaSection) =>
  renderToString(<JuxtaposedMedia {...renderMarkdownFields(props, sectionMarkdownFields['sections.juxtaposed-media'], (md) => renderMarkdown(md))} />)
const [video, image] = examples as [JuxtaposedMediaSection, JuxtaposedMediaSection]

describe('JuxtaposedMedia', () => {
  it('renders every schema example: heading, text as HTML, and its image or video', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      expect(html).toContain(`>${example.heading}</h2>`)
      expect(html).toContain(example.media.url)
    }
    expect(render(video)).toContain('<li>A staging copy whenever you want one</li>')
  })

  it('plays a video only when asked: a facade of its poster, lazily loaded, in a link to the file', () => {
    const html = render(video)
    const link = /<a [^>]*data-play-video[^>]*>([\s\S]*?)<\/a>/.exec(html)!
    expect(link[0]).toContain('href="/uploads/video-one-click-wordpress.webm"')
    expect(link[0]).toContain('data-vike="false"')
    expect(link[1]).toContain(`<span class="visually-hidden">Play video: ${video.media.alternativeText}</span>`)
    const poster = /<img[^>]*>/.exec(link[1]!)![0]
    expect(poster).toContain(`src="${video.poster!.url}"`)
    expect(poster).toContain('loading="lazy"')
    expect(poster).toContain('alt=""')
    // no player until asked (playVideo.ts makes it)
    expect(html).not.toMatch(/<video|<source|<template/)
  })

  it('writes what the player needs on the link: type, poster, size, name, and no captions without a track', () => {
    const link = /<a [^>]*data-play-video[^>]*>/.exec(render(video))![0]
    expect(link).toContain('data-type="video/webm"')
    expect(link).toContain(`data-poster="${video.poster!.url}"`)
    expect(link).toContain('data-width="960"')
    expect(link).toContain('data-height="540"')
    expect(link).toContain(`data-label="${video.media.alternativeText}"`)
    expect(link).not.toContain('data-captions')
  })

  it('adds a captions track when there is one, labelled by its language', () => {
    const link = /<a [^>]*data-play-video[^>]*>/.exec(render({ ...video, captions: { url: '/uploads/install.vtt', mime: 'text/vtt' }, captionsLanguage: 'cy' }))![0]
    expect(link).toContain('data-captions="/uploads/install.vtt"')
    expect(link).toContain('data-captions-language="cy"')
    expect(link).toContain('data-captions-label="Cymraeg"')
  })

  it('names the facade by the heading when the video has no alternative text, and draws no poster without one', () => {
    const { poster: _poster, ...withoutPoster } = video
    const html = render({ ...withoutPoster, media: { ...video.media, alternativeText: null } })
    expect(html).toContain(`Play video: ${video.heading}</span>`)
    const link = /<a [^>]*data-play-video[^>]*>[\s\S]*?<\/a>/.exec(html)![0]
    expect(link).not.toContain('<img')
    expect(link).not.toMatch(/data-(poster|label)=/)
  })

  it('tells a video from an image by mime type, or by file name when the mime is missing', () => {
    expect(isVideo({ url: '/uploads/a.jpg', mime: 'image/jpeg' })).toBe(false)
    expect(isVideo({ url: '/uploads/a', mime: 'video/mp4' })).toBe(true)
    expect(isVideo({ url: '/uploads/a.mp4?v=2' })).toBe(true)
    expect(isVideo({ url: '/uploads/a.png' })).toBe(false)
  })

  it('puts the media on the side asked for (left by default) and shows an image with its alternative text', () => {
    const html = render(image)
    expect(html).toMatch(/<section[^>]*class="[^"]*left/)
    expect(html).toContain(`alt="${image.media.alternativeText}"`)
    expect(render({ ...image, mediaPosition: 'right' })).toMatch(/<section[^>]*class="[^"]*right/)
  })

  it('renders with no calls to action and with very long words', () => {
    const word = 'Floccinaucinihilipilification'.repeat(3)
    const html = render({ heading: word, text: word, ctas: [], media: image.media })
    expect(html).toContain(word)
    expect(html).not.toContain('button')
  })

  it('requires a heading, text and media, and at most two calls to action', () => {
    for (const field of ['heading', 'text', 'media'] as const) {
      const { [field]: _left, ...rest } = image
      expect(validate(rest), field).toBe(false)
    }
    const cta = { label: 'Go', externalLink: '/x' }
    expect(validate({ ...image, ctas: [cta, cta, cta] })).toBe(false)
    expect(validate({ ...image, mediaPosition: 'top' })).toBe(false)
  })
})
