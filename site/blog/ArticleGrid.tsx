import { KeptHtml } from '../../runtime/registry/kept-html/KeptHtml'
import { LATER_CHILDREN } from '../layouts/deferredDrawing'
import { ArticleCard } from './ArticleCard'
import type { ArticleCardData } from './BlogData'
import styles from './Blog.module.css'

/** Props of ArticleGrid. */
export interface ArticleGridProps {
  /**
   * The cards, at least one. Undefined in a first load's page data, whose HTML holds them (+onAfterRenderHtml).
   */
  articles: readonly ArticleCardData[] | undefined
  /** The page data the cards belong to: a later mount with the same data shows what the page showed (KeptHtml). */
  owner: object
  /** The first card's cover is the largest image of a list's first screen on small screens: loaded eagerly. */
  priorityFirst?: boolean
  /** A search's words, marked in each card (ArticleCard). */
  highlight?: readonly string[]
}

/**
 * A list's article cards. On a first load, hydration keeps the server's list as it is (the cards are links,
 * images and text, nothing for React to run, and leaving them out of the page data makes that data smaller); after a
 * client navigation, whose page data has them, React renders them. The cards after the first row of the widest grid
 * (three columns) may be drawn after the load (deferredDrawing's LATER_CHILDREN).
 */
export function ArticleGrid({ articles, owner, priorityFirst = false, highlight }: ArticleGridProps) {
  if (articles === undefined) return <KeptHtml as="ul" className={styles.grid} {...LATER_CHILDREN} html={undefined} owner={owner} />
  return (
    <ul className={styles.grid} {...LATER_CHILDREN}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard article={article} priority={priorityFirst && index === 0} {...(highlight ? { highlight } : {})} />
        </li>
      ))}
    </ul>
  )
}
