/**
 * A juxtaposed-media video starts as a facade: its poster, lazily loaded, in a link to the video file that says
 * "Play video", with the real `<video>` beside it in an inert `<template>`. So a page load fetches no video, no
 * metadata and no poster far below the fold, and the browser builds no media controls until they are wanted (issue
 * 9). The section is static (its HTML shown as is), so one listener on the document does the swap: a click puts
 * the video in the link's place, focuses it and starts it. Without JavaScript the link opens the file itself.
 */

/** The facade link's marker, and Vike's opt-out: the link is never a client navigation. */
export const PLAY_VIDEO_LINK = { 'data-play-video': '', 'data-vike': 'false' } as const

const FACADE = 'a[data-play-video]'

/** Whether a click is a plain activation (a modified click keeps the link's own meaning: a new tab, a download). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Puts the video of a facade in its place, focused and playing; false when the facade has no video beside it. */
export function playVideo(facade: Element): boolean {
  const template = facade.nextElementSibling
  if (!(template instanceof HTMLTemplateElement)) return false
  // the server's HTML parses into the template's content; a template React created keeps its children in it
  const source = template.content.querySelector('video') ?? template.querySelector('video')
  if (!source) return false
  const video = facade.ownerDocument.importNode(source, true)
  facade.replaceWith(video)
  template.remove()
  video.focus()
  // a browser that refuses to start it leaves the controls to the visitor
  void video.play()?.catch(() => undefined)
  return true
}

/** Plays a facade's video when it is clicked anywhere in the document; returns the function that stops listening. */
export function listenForVideoPlay(document: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return
    const facade = event.target instanceof Element ? event.target.closest(FACADE) : null
    if (facade && playVideo(facade)) event.preventDefault()
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
