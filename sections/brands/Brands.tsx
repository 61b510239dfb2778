import { useId } from 'react'
import type { BrandsSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Image } from '../Image'
import { Section } from '../Section'
import styles from './Brands.module.css'

/** Brands section: the group's brands as a grid of linked logos (schemas/sections/brands.schema.json). */
export function Brands({ heading, text, brands, anchor, spacing, colour }: BrandsSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={styles.brands}>
      {(heading || text) && (
        <div className={styles.intro}>
          {heading && (
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
          )}
          {text && <Html html={text} className={`prose ${styles.text}`} />}
        </div>
      )}
      <ul className={styles.grid}>
        {brands.map((brand, index) => (
          <li key={brand.id ?? index} className={styles.brand}>
            <a className={styles.link} href={brand.url}>
              <span className={styles.tile}>
                {/* the logo is the brand's name set in its wordmark: the name is its text alternative */}
                <Image media={{ ...brand.logo, alternativeText: brand.name }} sizes="10rem" className={styles.logo} />
              </span>
              {brand.description && <span className={styles.description}>{brand.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
