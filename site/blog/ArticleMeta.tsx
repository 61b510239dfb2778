import type { BlogRef } from './BlogData'
import styles from './Blog.module.css'
import { formatDate } from '../../sections/formatDate'
import { authorPath } from './blogPaths'

/** Props of ArticleMeta. */
export interface ArticleMetaProps {
  author?: BlogRef | undefined
  publishedDate?: string | undefined
}

/** 'By {author} · {date}': the author links to their articles, the date is machine-readable. */
export function ArticleMeta({ author, publishedDate }: ArticleMetaProps) {
  const date = publishedDate && formatDate(publishedDate)
  if (!author && !date) return null
  return (
    <p className={styles.meta}>
      {author && (
        <>
          By <a href={authorPath(author.slug)}>{author.name}</a>
        </>
      )}
      {author && date && <span aria-hidden="true"> · </span>}
      {date && <time dateTime={publishedDate}>{date}</time>}
    </p>
  )
}
