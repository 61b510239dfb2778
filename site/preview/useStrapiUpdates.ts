import { useEffect } from 'react'
import { reload } from 'vike/client/router'

/**
 * In Strapi's "Open preview" pane: after each save the admin posts `{ type: 'strapiUpdate' }` to the page, which then
 * reads the saved draft again (Vike's reload: fresh page data, no full load). Heard only from the admin's origin
 * and the window framing the page, so no other site can make a preview reload.
 */
export function useStrapiUpdates(adminOrigin: string | undefined): void {
  useEffect(() => {
    if (!adminOrigin || window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin || event.source !== window.parent) return
      if ((event.data as { type?: unknown } | null)?.type === 'strapiUpdate') void reload()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigin])
}
