import { useId } from 'react'
import type { BillboardSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Image } from '../Image'
import { LinkButton } from '../LinkButton'
import { Section } from '../Section'
import styles from './Billboard.module.css'

/** Billboard section: the hero of a page (schemas/sections/billboard.schema.json). */
export function Billboard({ eyebrow, heading, headingLevel = 'h1', text, ctas = [], image, imagePosition = 'right', anchor, spacing = 'lg', colour = 'primary' }: BillboardSection) {
  const headingId = useId()
  const Heading = headingLevel
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={`${styles.billboard} ${image ? styles[imagePosition] : styles.textOnly}`}>
      <div className={styles.copy}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {text && <Html html={text} className={`prose ${styles.text}`} />}
        {ctas.length > 0 && (
          <div className={styles.ctas}>
            {ctas.map((cta, index) => (
              <LinkButton key={cta.id ?? index} link={cta} variant={index === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        )}
      </div>
      {image && (
        <div className={styles.media}>
          <Image media={image} sizes={imagePosition === 'background' ? '100vw' : '(min-width: 960px) 50vw, 100vw'} priority={headingLevel === 'h1'} className={styles.image} />
        </div>
      )}
    </Section>
  )
}
