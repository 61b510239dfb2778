import { useId } from 'react'
import type { MapSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Image } from '../Image'
import { Section } from '../Section'
import { TextLink } from '../TextLink'
import styles from './Map.module.css'

/**
 * Map section: a static map image with its caption, a text alternative the schema requires, and a link to a full
 * map provider. No map script or embed: nothing third-party loads (schemas/sections/map.schema.json).
 */
export function Map({ heading, text, image, alt, caption, mapLink, anchor, spacing, colour }: MapSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={styles.map}>
      {(heading || text) && (
        <div className={styles.copy}>
          {heading && (
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
          )}
          {text && <Html html={text} className={`prose ${styles.text}`} />}
        </div>
      )}
      <figure className={styles.figure}>
        <Image media={{ ...image, alternativeText: alt }} sizes="(min-width: 960px) 60vw, 100vw" className={styles.image} />
        <figcaption className={styles.caption}>
          <span>{caption}</span>
          <TextLink link={mapLink} className={styles.link} />
        </figcaption>
      </figure>
    </Section>
  )
}
