import type { NavLink } from '../LayoutData'

/** Props of NavList. */
export interface NavListProps {
  items: NavLink[]
  /** The current path, to mark its link aria-current. */
  pathname: string
  className?: string | undefined
  /** Called when a link is followed (the mobile menu closes, even for an anchor on the same page). */
  onFollow?: (() => void) | undefined
}

/** Navigation links from content, already resolved on the server (SPEC §2 Link resolution). */
export function NavList({ items, pathname, className, onFollow }: NavListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.href} ${item.label}`}>
          <a
            href={item.href}
            target={item.target}
            rel={item.rel}
            title={item.title}
            aria-current={item.href === pathname ? 'page' : undefined}
            onClick={onFollow}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
