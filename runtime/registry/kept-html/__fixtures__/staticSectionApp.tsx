import { useState } from 'react'
import { StaticSection } from '../StaticSection'
import type { StaticHtml } from '../renderStaticSection'

/** A first load's static section: its page data without the inner HTML, which the server's DOM holds. */
export const FIRST_LOAD: StaticHtml = { tag: 'section', attributes: { className: 'static' } }
export const SERVER_INNER = '<h2>Server heading</h2><p>Rendered on the server only</p>'

/** A static section that can be taken off the page and put back (window.toggleSection), as a layout change would. */
export function StaticSectionApp({ server = false }: { server?: boolean }) {
  const [shown, setShown] = useState(true)
  if (typeof window !== 'undefined') (window as unknown as { toggleSection: () => void }).toggleSection = () => setShown((s) => !s)
  if (!shown) return <p>Hidden</p>
  return <StaticSection html={server ? { ...FIRST_LOAD, inner: SERVER_INNER } : FIRST_LOAD} stylesheets={[]} />
}
