import { useData } from 'vike-react/useData'
import { buildSearchUrl } from '../../runtime/commerce'
import { searchWords } from '../../runtime/content/searchWords'
import { ArticleGrid } from './ArticleGrid'
import styles from './Blog.module.css'
import { BLOG_PATH, BLOG_SEARCH_PATH } from './blogPaths'
import { CategoryLinks } from './CategoryLinks'
import type { BlogSearchData } from './loadArticleSearch'
import field from '../../sections/SearchField.module.css'
import searchStyles from './BlogSearch.module.css'

function pageUrl(query: string, page: number): string {
  const url = buildSearchUrl(BLOG_SEARCH_PATH, 'q', query)
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
  return (
    <section className="section spacing-lg" aria-labelledby="blog-search-heading">
      <div className="container">
        <header className={styles.listHeader}>
          <div>
            <p className={styles.eyebrow}>Guides and articles</p>
            <h1 id="blog-search-heading">{query ? `Results for “${query}”` : 'Search our guides'}</h1>
          </div>
        </header>
        <form className={searchStyles.form} role="search" aria-label="Articles" method="get" action={BLOG_SEARCH_PATH}>
          <label htmlFor="blog-search-q" className={field.label}>
            Search the guides
          </label>
          <div className={field.field}>
            <input id="blog-search-q" className={`${field.input} ${searchStyles.compact}`} type="search" name="q" defaultValue={query} maxLength={100} enterKeyHint="search" />
            <button type="submit" className={`button button-primary ${field.submit} ${searchStyles.compact}`}>
              Search
            </button>
          </div>
        </form>
        <p className={searchStyles.summary} role="status">
          {!query
            ? 'Type a few words, such as “domain transfer” or “WordPress”.'
            : total === 0
              ? `No articles match “${query}”. Try fewer or other words.`
              : `${total} ${total === 1 ? 'article matches' : 'articles match'} “${query}”${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}.`}
        </p>
        {articles?.length !== 0 && <ArticleGrid articles={articles} owner={data} highlight={searchWords(query)} />}
        {topics.length > 0 && (
          <div className={searchStyles.topics}>
            <h2>Browse by topic</h2>
            <CategoryLinks categories={topics} label="Topics" className={searchStyles.topicLinks} />
            <p>
              <a href={BLOG_PATH}>See all articles</a>
            </p>
          </div>
        )}
        {pageCount > 1 && (
          <nav className={searchStyles.pages} aria-label="Result pages">
            {page > 1 && (
              <a href={pageUrl(query, page - 1)} rel="prev">
                ‹ Previous<span className="visually-hidden"> results</span>
              </a>
            )}
            {page < pageCount && (
              <a href={pageUrl(query, page + 1)} rel="next">
                Next<span className="visually-hidden"> results</span> ›
              </a>
            )}
          </nav>
        )}
      </div>
    </section>
  )
}
