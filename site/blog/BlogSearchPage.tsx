import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { format, plural } from '../../runtime/i18n/format'
import { useMessages } from '../i18n/useMessages'
import { buildSearchUrl } from '../../runtime/commerce'
import { searchWords } from '../../runtime/content/searchWords'
import { ArticleGrid } from './ArticleGrid'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { BLOG_PATH, BLOG_SEARCH_PATH } from './blogPaths'
import { CategoryLinks } from './CategoryLinks'
import type { BlogSearchData } from './loadArticleSearch'
import field from '../../sections/SearchField.module.css'
import searchStyles from './BlogSearch.module.css'

function pageUrl(searchPath: string, query: string, page: number): string {
  const url = buildSearchUrl(searchPath, 'q', query)
  return page > 1 ? `${url}&page=${page}` : url
}

/**
 * The site's own article search: a GET form with the words kept in the field, the matching articles as
 * cards, and previous and next pages. Works without JavaScript.
 */
export function BlogSearchPage() {
  const data = useData<BlogSearchData>()
  const { query, articles, total, topics, pagination } = data
  const { page, pageCount } = pagination
  const { locale } = usePageContext()
  const words = useMessages().blog.search
  const matches = format(plural(words.matches, total, locale), { count: total.toLocaleString(locale), query })
  const inLocale = useLocalePath()
  const searchPath = inLocale(BLOG_SEARCH_PATH)
  return (
    <section className="section spacing-lg" aria-labelledby="blog-search-heading">
      <div className="container">
        <header className={styles.listHeader}>
          <div>
            <p className={styles.eyebrow}>{words.eyebrow}</p>
            <h1 id="blog-search-heading">{query ? format(words.resultsFor, { query }) : words.heading}</h1>
          </div>
        </header>
        <form className={searchStyles.form} role="search" aria-label={words.landmark} method="get" action={searchPath}>
          <label htmlFor="blog-search-q" className={field.label}>
            {words.label}
          </label>
          <div className={field.field}>
            <input id="blog-search-q" className={`${field.input} ${searchStyles.compact}`} type="search" name="q" defaultValue={query} maxLength={100} enterKeyHint="search" />
            <button type="submit" className={`button button-primary ${field.submit} ${searchStyles.compact}`}>
              {words.submit}
            </button>
          </div>
        </form>
        <p className={searchStyles.summary} role="status">
          {!query
            ? words.hint
            : total === 0
              ? format(words.noResults, { query })
              : pageCount > 1
                ? format(words.matchesPage, { matches, page, pages: pageCount })
                : format(words.matchesOnePage, { matches })}
        </p>
        {articles?.length !== 0 && <ArticleGrid articles={articles} owner={data} highlight={searchWords(query)} />}
        {topics.length > 0 && (
          <div className={searchStyles.topics}>
            <h2>{words.browseByTopic}</h2>
            <CategoryLinks categories={topics} label={words.topics} className={searchStyles.topicLinks} />
            <p>
              <a href={inLocale(BLOG_PATH)}>{words.seeAllArticles}</a>
            </p>
          </div>
        )}
        {pageCount > 1 && (
          <nav className={searchStyles.pages} aria-label={words.resultPages}>
            {page > 1 && (
              <a href={pageUrl(searchPath, query, page - 1)} rel="prev">
                ‹ {words.previous}<span className="visually-hidden"> {words.resultsHidden}</span>
              </a>
            )}
            {page < pageCount && (
              <a href={pageUrl(searchPath, query, page + 1)} rel="next">
                {words.next}<span className="visually-hidden"> {words.resultsHidden}</span> ›
              </a>
            )}
          </nav>
        )}
      </div>
    </section>
  )
}
