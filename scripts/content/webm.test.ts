import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { webmDuration, webmInfo, withWebmDuration } from './webm'

const video = new Uint8Array(readFileSync(new URL('../../content/media/video-one-click-wordpress.webm', import.meta.url)))

describe('webm', () => {
  it('reads the frame size of the demo video', () => {
    expect(webmInfo(video)).toEqual({ width: 960, height: 540, mime: 'video/webm' })
  })

  it('finds the duration renderSectionMedia wrote, about eight seconds', () => {
    expect(webmDuration(video)).toBeGreaterThan(7900)
    expect(webmDuration(video)).toBeLessThan(8600)
  })

  it('replaces a duration rather than adding a second one, and keeps the video readable', () => {
    const again = withWebmDuration(video, 1234)
    expect(webmDuration(again)).toBe(1234)
    expect(webmInfo(again)).toEqual(webmInfo(video))
    expect(again.length).toBe(video.length)
  })

  it('answers undefined for files that are not WebM', () => {
    expect(webmInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeUndefined()
    expect(webmInfo(new Uint8Array(0))).toBeUndefined()
  })
})
