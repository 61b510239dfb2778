import type { Feature } from '../runtime/generated/types'
import { Html } from './Html'
import { Icon } from './icons/Icon'
import styles from './FeatureItem.module.css'

/** Props of FeatureItem. */
export interface FeatureItemProps {
  feature: Feature
  /** h3 under a section heading, h2 when the section has none, so headings never skip a level. */
  headingLevel: 'h2' | 'h3'
  hidden?: boolean | undefined
}

/** One feature of a feature list or feature filter: icon, category, title and text, as a list item. */
export function FeatureItem({ feature, headingLevel: Heading, hidden }: FeatureItemProps) {
  return (
    <li className={styles.feature} hidden={hidden}>
      <span className={styles.icon}>
        <Icon name={feature.icon} size={22} />
      </span>
      <div className={styles.body}>
        <Heading className={styles.title}>{feature.title}</Heading>
        {feature.category && <p className={styles.category}>{feature.category}</p>}
        <Html html={feature.text} className={`prose ${styles.text}`} />
      </div>
    </li>
  )
}
