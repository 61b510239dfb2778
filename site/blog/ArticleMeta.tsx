import { usePageContext } from 'vike-react/usePageContext'
import { useMessages } from '../i18n/useMessages'
import type { BlogRef } from './BlogData'
import styles from './Blog.module.css'
import { formatDate } from '../../sections/formatDate'
import { useLocalePath } from '../i18n/useLocalePath'
import { authorPath } from './blogPaths'

/** Props of ArticleMeta. */
export interface ArticleMetaProps {
  author?: BlogRef | undefined
  publishedDate?: string | undefined
}

/** 'By {author} · {date}' in the page's locale: the author links to their articles, the date is machine-readable. */
export function ArticleMeta({ author, publishedDate }: ArticleMetaProps) {
  const { locale } = usePageContext()
  const [beforeAuthor, afterAuthor] = useMessages().blog.byAuthor.split('{author}')
  const date = publishedDate && formatDate(publishedDate, locale)
  const inLocale = useLocalePath()
  if (!author && !date) return null
  return (
    <p className={styles.meta}>
      {author && (
        <>
          {beforeAuthor}
          <a href={inLocale(authorPath(author.slug))}>{author.name}</a>
          {afterAuthor}
        </>
      )}
      {author && date && <span aria-hidden="true"> · </span>}
      {date && <time dateTime={publishedDate}>{date}</time>}
    </p>
  )
}
