import type { Link } from '../runtime/generated/types'
import { resolveLink } from '../runtime/routing/resolveLink'
import { useSectionWords } from './SectionWords'

/** Props of TextLink. */
export interface TextLinkProps {
  link: Link
  className?: string | undefined
  /** The id of an element that says what the link is about, when its label alone does not ("Read the guide"). */
  describedBy?: string | undefined
}

/**
 * A link from content shown as a link rather than a button, resolved per SPEC §2. A link that opens a new tab
 * says so to screen readers; one with `emit` starts its action where scripts run (SPEC §4 Support chat).
 */
export function TextLink({ link, className, describedBy }: TextLinkProps) {
  const { href, target, rel } = resolveLink(link)
  const newTab = useSectionWords().sectionText.links.newTab
  return (
    <a className={className} href={href} target={target} rel={rel} title={link.title} aria-describedby={describedBy} data-emit={link.emit}>
      {link.label}
      {target === '_blank' && <span className="visually-hidden">{` ${newTab}`}</span>}
    </a>
  )
}
