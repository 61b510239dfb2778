import { opensElsewhere } from '../../runtime/routing/opensElsewhere'

/**
 * A juxtaposed-media video starts as a facade: its poster, lazily loaded, in a link to the video file that says
 * "Play video", carrying what the player needs as data attributes. So a page load fetches no video, no metadata and
 * no poster far below the fold, and the browser builds no media controls until they are wanted. The
 * section is static (its HTML shown as is), so one listener on the document makes the player: a click or Enter puts
 * a `<video>` with native controls in the link's place, focuses it and starts it. Without JavaScript the link opens
 * the file itself.
 */

/** What the player is made of. */
export interface FacadeVideo {
  /** The video file: the link's href. */
  src: string
  /** Its mime type. */
  type?: string | undefined
  poster?: string | undefined
  width?: number | null | undefined
  height?: number | null | undefined
  /** The video's accessible name: its alternative text. */
  label?: string | null | undefined
  /** A WebVTT captions track, shown by default. */
  captions?: { src: string; language: string; label: string } | undefined
}

const FACADE = 'a[data-play-video]'

/** The facade link's attributes: the file as its href, the marker, Vike's opt-out (never a client navigation), the player's data. */
export function facadeLinkAttributes(video: FacadeVideo): Record<string, string> {
  const data: Record<string, string | number | null | undefined> = {
    'data-type': video.type,
    'data-poster': video.poster,
    'data-width': video.width,
    'data-height': video.height,
    'data-label': video.label,
    'data-captions': video.captions?.src,
    'data-captions-language': video.captions?.language,
    'data-captions-label': video.captions?.label,
  }
  const attributes: Record<string, string> = { href: video.src, 'data-play-video': '', 'data-vike': 'false' }
  for (const [name, value] of Object.entries(data))
    if (value !== undefined && value !== null && value !== '') attributes[name] = String(value)
  return attributes
}

/** The player a facade describes: native controls, metadata preload, inline on phones, never autoplaying by itself. */
function playerOf(facade: HTMLAnchorElement): HTMLVideoElement {
  const data = facade.dataset
  const document = facade.ownerDocument
  const video = document.createElement('video')
  video.controls = true
  video.preload = 'metadata'
  video.playsInline = true
  if (data.poster) video.poster = data.poster
  if (data.width) video.width = Number(data.width)
  if (data.height) video.height = Number(data.height)
  if (data.label) video.setAttribute('aria-label', data.label)
  const source = document.createElement('source')
  source.src = facade.getAttribute('href') ?? ''
  if (data.type) source.type = data.type
  video.append(source)
  if (data.captions) {
    const track = document.createElement('track')
    track.kind = 'captions'
    track.src = data.captions
    track.srclang = data.captionsLanguage ?? ''
    track.label = data.captionsLabel ?? ''
    track.default = true
    video.append(track)
  }
  return video
}

/** Puts the player in the facade's place, focused and playing. */
export function playVideo(facade: HTMLAnchorElement): HTMLVideoElement {
  const video = playerOf(facade)
  facade.replaceWith(video)
  video.focus()
  // a browser that refuses to start it leaves the controls to the visitor
  void video.play()?.catch(() => undefined)
  return video
}

/** Plays a facade's video when it is clicked anywhere in the document; returns the function that stops listening. */
export function listenForVideoPlay(document: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || opensElsewhere(event)) return
    const facade = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(FACADE) : null
    if (!facade) return
    event.preventDefault()
    playVideo(facade)
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
