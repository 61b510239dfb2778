import { format } from '../../../runtime/i18n/format'
import { useMessages } from '../../i18n/useMessages'
import type { LayoutData } from '../LayoutData'
import styles from './Footer.module.css'
import { SocialIcon } from './SocialIcon'

/** Props of SocialLinks. */
export interface SocialLinksProps {
  brandName: string
  networks: LayoutData['socialNetworks']
}

/** The brand's social network profiles as icons, each named for assistive technology. */
export function SocialLinks({ brandName, networks }: SocialLinksProps) {
  const words = useMessages().footer
  if (networks.length === 0) return null
  return (
    <ul className={styles.social} aria-label={words.socialNetworks}>
      {networks.map((network) => (
        <li key={network.link}>
          <a href={network.link} target="_blank" rel="noopener noreferrer" aria-label={format(words.socialLink, { brand: brandName, network: network.name })}>
            <SocialIcon icon={network.icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
