// SPEC §4 Support chat and §5: `data-emit` survives sanitising, so a CMS author can write
// <a href="/support" data-emit="toggleChat">chat with us</a> in markdown. One listener on the root catches them all,
// including links rendered after the listener was added.

import { opensElsewhere } from '../routing/opensElsewhere'

type ClickRoot = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & Pick<Node, 'contains'>

/**
 * Sends TOGGLE for a click on any element with data-emit="toggleChat" inside root, instead of following the link.
 * It listens in the capture phase and the click stops there: the client router, listening on the document too, would
 * otherwise follow a link whose address is another page's (`/#support` from an article). Returns the function that
 * removes the listener.
 */
export function delegateEmitClicks(root: ClickRoot, send: (event: { type: 'TOGGLE' }) => void): () => void {
  const onClick = (event: Event) => {
    // a modified or middle click asks for the support page in a new tab or window: the browser does that
    if (event.defaultPrevented || opensElsewhere(event as MouseEvent)) return
    const target = event.target as Partial<Element> | null
    const emitter = typeof target?.closest === 'function' ? target.closest('[data-emit="toggleChat"]') : null
    if (!emitter || !root.contains(emitter)) return
    event.preventDefault()
    event.stopPropagation()
    send({ type: 'TOGGLE' })
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
