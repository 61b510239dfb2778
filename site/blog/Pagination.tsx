import { format } from '../../runtime/i18n/format'
import { useMessages } from '../i18n/useMessages'
import type { BlogPagination } from './BlogData'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { listPagePath } from './blogPaths'
import { pageItems } from './pageItems'

/** Props of Pagination. */
export interface PaginationProps {
  pagination: BlogPagination
  /** Names the navigation landmark, e.g. 'Blog pages'. */
  label: string
}

/**
 * The pages of a list: previous, numbers (the current one marked aria-current="page") and next. Nothing for a
 * list of one page. Every entry is a real link, so it works without JavaScript and Vike navigates on the client.
 * On a phone, previous and next show their arrows only, so a list of four pages keeps one row; their names stay
 * "Previous page" and "Next page" (the arrow is drawn, and each name holds the word it shows where there is room).
 */
export function Pagination({ pagination: { page, pageCount, basePath }, label }: PaginationProps) {
  const words = useMessages().blog
  const inLocale = useLocalePath()
  if (pageCount <= 1) return null
  const previous = (
    <>
      ‹<span className={styles.word}>{'\u00a0'}{words.previous}</span>
    </>
  )
  const next = (
    <>
      <span className={styles.word}>{words.next}{'\u00a0'}</span>›
    </>
  )
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={inLocale(listPagePath(basePath, page - 1))} rel="prev" aria-label={words.previousPage}>
              {previous}
            </a>
          ) : (
            <span aria-hidden="true" className={styles.disabled}>
              {previous}
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <a href={inLocale(listPagePath(basePath, item))} aria-current={item === page ? 'page' : undefined} aria-label={format(words.page, { page: item })}>
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={inLocale(listPagePath(basePath, page + 1))} rel="next" aria-label={words.nextPage}>
              {next}
            </a>
          ) : (
            <span aria-hidden="true" className={styles.disabled}>
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
