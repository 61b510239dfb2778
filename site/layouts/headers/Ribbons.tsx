import type { Ribbon } from '../../../runtime/generated/types'
import { resolveLink } from '../../../runtime/routing/resolveLink'
import { useMessages } from '../../i18n/useMessages'
import styles from './Header.module.css'

/** Props of Ribbons. */
export interface RibbonsProps {
  ribbons: Ribbon[]
}

/** A page's announcement bars above the header (SPEC §3 ribbons), each with its optional link. */
export function Ribbons({ ribbons }: RibbonsProps) {
  const words = useMessages().header
  if (ribbons.length === 0) return null
  return (
    <div className={styles.ribbons} role="region" aria-label={words.announcements}>
      {ribbons.map((ribbon, index) => {
        const link = ribbon.link ? resolveLink(ribbon.link) : null
        return (
          <p key={ribbon.id ?? index} className={`${styles.ribbon} colour-${ribbon.colour ?? 'secondary'}`}>
            <span>{ribbon.text}</span>
            {link && ribbon.link && (
              <>
                {' '}
                <a href={link.href} target={link.target} rel={link.rel} title={ribbon.link.title}>
                  {ribbon.link.label}
                </a>
              </>
            )}
          </p>
        )
      })}
    </div>
  )
}
