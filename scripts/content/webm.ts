/**
 * The little of WebM (EBML) the content scripts need: read a video's frame size, and write the duration that
 * chromium's MediaRecorder leaves out (without it a player cannot show the length or seek).
 */

const SEGMENT = 0x18538067
const INFO = 0x1549a966
const DURATION = 0x4489
const TRACKS = 0x1654ae6b
const TRACK_ENTRY = 0xae
const VIDEO = 0xe0
const PIXEL_WIDTH = 0xb0
const PIXEL_HEIGHT = 0xba
const EBML = 0x1a45dfa3

interface Element {
  id: number
  /** Where the element's data starts and ends; `end` is the buffer's end for an unknown-size element. */
  start: number
  end: number
  /** Where the element's header starts. */
  at: number
  unknownSize: boolean
}

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length
  throw new Error('not an EBML variable-length integer')
}

function readElement(buf: Uint8Array, at: number): Element {
  const idLength = vintLength(buf[at]!)
  let id = 0
  for (let i = 0; i < idLength; i++) id = id * 256 + buf[at + i]!
  const sizeAt = at + idLength
  const sizeLength = vintLength(buf[sizeAt]!)
  let size = buf[sizeAt]! & (0xff >> sizeLength)
  let allOnes = size === 0xff >> sizeLength
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + buf[sizeAt + i]!
    allOnes &&= buf[sizeAt + i] === 0xff
  }
  const start = sizeAt + sizeLength
  return { id, start, end: allOnes ? buf.length : start + size, at, unknownSize: allOnes }
}

function children(buf: Uint8Array, parent: { start: number; end: number }): Element[] {
  const out: Element[] = []
  for (let at = parent.start; at < parent.end; ) {
    const element = readElement(buf, at)
    out.push(element)
    if (element.unknownSize) break
    at = element.end
  }
  return out
}

function readUint(buf: Uint8Array, element: Element): number {
  let value = 0
  for (let i = element.start; i < element.end; i++) value = value * 256 + buf[i]!
  return value
}

function segmentOf(buf: Uint8Array): Element | undefined {
  const top = children(buf, { start: 0, end: buf.length })
  if (top[0]?.id !== EBML) return undefined
  return top.find((e) => e.id === SEGMENT)
}

/** Width, height and mime of a WebM file's first video track; undefined for anything else. */
export function webmInfo(buf: Uint8Array): { width: number; height: number; mime: string } | undefined {
  try {
    const segment = segmentOf(buf)
    if (!segment) return undefined
    for (const tracks of children(buf, segment).filter((e) => e.id === TRACKS)) {
      for (const entry of children(buf, tracks).filter((e) => e.id === TRACK_ENTRY)) {
        const video = children(buf, entry).find((e) => e.id === VIDEO)
        if (!video) continue
        const fields = children(buf, video)
        const width = fields.find((e) => e.id === PIXEL_WIDTH)
        const height = fields.find((e) => e.id === PIXEL_HEIGHT)
        if (width && height) return { width: readUint(buf, width), height: readUint(buf, height), mime: 'video/webm' }
      }
    }
  } catch {
    // not EBML
  }
  return undefined
}

/** An 8-byte EBML size field, so a size can grow without moving the header. */
function size8(size: number): Uint8Array {
  const out = new Uint8Array(8)
  out[0] = 0x01
  let rest = size
  for (let i = 7; i >= 1; i--) {
    out[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  return out
}

/** Returns a copy of a WebM file with its Segment Info's duration set, in milliseconds at the default timescale. */
export function withWebmDuration(buf: Uint8Array, durationMs: number): Uint8Array {
  const segment = segmentOf(buf)
  if (!segment) throw new Error('not a WebM file')
  const info = children(buf, segment).find((e) => e.id === INFO)
  if (!info) throw new Error('the WebM file has no Segment Info')
  const duration = new Uint8Array(11)
  duration.set([0x44, 0x89, 0x88])
  new DataView(duration.buffer).setFloat64(3, durationMs)
  const kept = children(buf, info)
    .filter((e) => e.id !== DURATION)
    .map((e) => buf.subarray(e.at, e.end))
  const body = new Uint8Array(kept.reduce((n, part) => n + part.length, 0) + duration.length)
  let offset = 0
  for (const part of kept) {
    body.set(part, offset)
    offset += part.length
  }
  body.set(duration, offset)
  const infoId = buf.subarray(info.at, info.at + 4)
  const newInfo = new Uint8Array(4 + 8 + body.length)
  newInfo.set(infoId)
  newInfo.set(size8(body.length), 4)
  newInfo.set(body, 12)
  const before = buf.subarray(0, info.at)
  const after = buf.subarray(info.end)
  const out = new Uint8Array(before.length + newInfo.length + after.length)
  out.set(before)
  out.set(newInfo, before.length)
  out.set(after, before.length + newInfo.length)
  if (!segment.unknownSize) {
    // a known segment size grows by what the Info grew: rewrite it as an 8-byte size in place of the old one
    const sizeAt = segment.at + 4
    const oldLength = segment.start - sizeAt
    const grown = segment.end - segment.start + (newInfo.length - (info.end - info.at))
    const head = out.subarray(0, sizeAt)
    const tail = out.subarray(sizeAt + oldLength)
    const fixed = new Uint8Array(head.length + 8 + tail.length)
    fixed.set(head)
    fixed.set(size8(grown), head.length)
    fixed.set(tail, head.length + 8)
    return fixed
  }
  return out
}

/** The duration in milliseconds written in a WebM file's Segment Info, if any. */
export function webmDuration(buf: Uint8Array): number | undefined {
  const segment = segmentOf(buf)
  const info = segment && children(buf, segment).find((e) => e.id === INFO)
  const duration = info && children(buf, info).find((e) => e.id === DURATION)
  if (!duration) return undefined
  const view = new DataView(buf.buffer, buf.byteOffset + duration.start, duration.end - duration.start)
  return duration.end - duration.start === 8 ? view.getFloat64(0) : view.getFloat32(0)
}
