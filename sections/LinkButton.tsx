import type { Link } from '../runtime/generated/types'
import { resolveLink } from '../runtime/routing/resolveLink'

/** Props of LinkButton. */
export interface LinkButtonProps {
  link: Link
  variant?: 'primary' | 'secondary'
}

/** A call to action from content, resolved per SPEC §2; one with `emit` starts its action (SPEC §4 Support chat) where scripts run. */
export function LinkButton({ link, variant = 'primary' }: LinkButtonProps) {
  const { href, target, rel } = resolveLink(link)
  return (
    <a className={`button button-${variant}`} href={href} target={target} rel={rel} title={link.title} data-emit={link.emit}>
      {link.label}
    </a>
  )
}
