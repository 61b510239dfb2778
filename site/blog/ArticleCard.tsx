import { Image } from '../../sections/Image'
import type { ArticleCardData } from './BlogData'
import { ArticleMeta } from './ArticleMeta'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { articlePath } from './blogPaths'
import { CategoryLinks } from './CategoryLinks'
import { Highlighted } from './Highlighted'

/** Props of ArticleCard. */
export interface ArticleCardProps {
  article: ArticleCardData
  /** The first card's cover is the largest image of the first screen on small screens. */
  priority?: boolean
  /** A search's words, marked in the title and the excerpt (the search page's cards). */
  highlight?: readonly string[]
}

/** One article of a blog list: cover image, categories, title linking to the article, excerpt, author and date. */
export function ArticleCard({ article, priority = false, highlight = [] }: ArticleCardProps) {
  const inLocale = useLocalePath()
  return (
    <article className={styles.card} aria-labelledby={`article-${article.slug}`}>
      {article.cover ? (
        <Image className={styles.cover} media={article.cover} sizes="(min-width: 75rem) 23rem, (min-width: 48rem) 45vw, 100vw" priority={priority} />
      ) : (
        <div className={styles.coverPlaceholder} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <CategoryLinks categories={article.categories} />
        <h2 className={styles.cardTitle} id={`article-${article.slug}`}>
          <a href={inLocale(articlePath(article.slug))}>
            <Highlighted text={article.title} words={highlight} />
          </a>
        </h2>
        {article.excerpt && (
          <p className={styles.excerpt}>
            <Highlighted text={article.excerpt} words={highlight} />
          </p>
        )}
        {article.snippet && (
          <p className={styles.snippet}>
            <Highlighted text={article.snippet} words={highlight} />
          </p>
        )}
        <ArticleMeta author={article.author} publishedDate={article.publishedDate} />
      </div>
    </article>
  )
}
