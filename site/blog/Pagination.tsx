import type { BlogPagination } from './BlogData'
import styles from './Blog.module.css'
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
 */
export function Pagination({ pagination: { page, pageCount, basePath }, label }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={listPagePath(basePath, page - 1)} rel="prev">
              ‹ Previous<span className="visually-hidden"> page</span>
            </a>
          ) : (
            <span aria-hidden="true" className={styles.disabled}>
              ‹ Previous
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
              <a href={listPagePath(basePath, item)} aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`}>
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={listPagePath(basePath, page + 1)} rel="next">
              {/* a flex item's text is trimmed: the space before the arrow must not break */}
              Next<span className="visually-hidden"> page</span>
              {'\u00a0›'}
            </a>
          ) : (
            <span aria-hidden="true" className={styles.disabled}>
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
