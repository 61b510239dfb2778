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

/** aria-current of a navigation link: `page` for the link to the current path (the footer's navigation too). */
export function ariaCurrent(href: string | null, pathname: string): 'page' | undefined {
  return href === pathname ? 'page' : undefined
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
            aria-current={ariaCurrent(item.href, pathname)}
            onClick={onFollow}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
