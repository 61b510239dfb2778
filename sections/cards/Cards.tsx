import { useId } from 'react'
import type { Card, CardsSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Image } from '../Image'
import { Section } from '../Section'
import { SectionIntro } from '../SectionIntro'
import { TextLink } from '../TextLink'
import styles from './Cards.module.css'

type Columns = 2 | 3 | 4

/** SPEC §9: gallery cards are a quarter wide when there are four or more, otherwise a third. */
export function galleryColumns(count: number): Columns {
  return count >= 4 ? 4 : 3
}

/** How wide one card's image shows, for the browser to pick from its srcset. */
function imageSizes(columns: Columns): string {
  return `(min-width: 1024px) ${Math.ceil(1200 / columns)}px, (min-width: 640px) 50vw, 100vw`
}

interface CardItemProps {
  card: Card
  gallery: boolean
  columns: Columns
  headingLevel: 'h2' | 'h3'
}

function CardItem({ card, gallery, columns, headingLevel: Heading }: CardItemProps) {
  const titleId = useId()
  return (
    <li className={styles.card}>
      {card.image && <Image media={card.image} sizes={imageSizes(columns)} className={styles.image} />}
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {card.heading}
        </Heading>
        <Html html={card.text} className={`prose ${styles.text}`} />
        {card.cta && (
          <div className={styles.cta}>
            <TextLink link={card.cta} className={gallery ? styles.more : 'button button-secondary'} describedBy={titleId} />
          </div>
        )}
      </div>
    </li>
  )
}

/**
 * Cards section: a hero grid of two, three or four columns (default three), or an image-led gallery whose cards
 * are a quarter or a third wide (SPEC §9; schemas/sections/cards.schema.json).
 */
export function Cards({ heading, text, variant = 'hero', columns = 3, cards, anchor, spacing, colour }: CardsSection) {
  const headingId = useId()
  const gallery = variant === 'gallery'
  const used: Columns = gallery ? galleryColumns(cards.length) : columns <= 2 ? 2 : columns >= 4 ? 4 : 3
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={gallery ? styles.gallery : styles.hero}>
      <SectionIntro id={headingId} heading={heading} text={text} />
      <ul className={`${styles.grid} ${styles[`cols${used}`]}`} data-columns={used}>
        {cards.map((card, index) => (
          <CardItem key={card.id ?? index} card={card} gallery={gallery} columns={used} headingLevel={heading ? 'h3' : 'h2'} />
        ))}
      </ul>
    </Section>
  )
}
