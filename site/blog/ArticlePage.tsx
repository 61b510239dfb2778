import { useData } from 'vike-react/useData'
import { KeptHtml } from '../../runtime/registry/kept-html/KeptHtml'
import { Image } from '../../sections/Image'
import { useMessages } from '../i18n/useMessages'
import { LATER_CHILDREN } from '../layouts/deferredDrawing'
import type { ArticleData } from './BlogData'
import { ArticleMeta } from './ArticleMeta'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { articlePath, authorPath, BLOG_PATH } from './blogPaths'
import { CategoryLinks } from './CategoryLinks'

const ARTICLE_ELEMENT = { className: 'section spacing-lg', 'aria-labelledby': 'article-heading' }

/**
 * One article (SPEC §2 `/blog/:slug`): breadcrumbs, header, cover, the server-rendered body, the author. All of it is
 * links, images and text: on a first load, whose page data leaves the article out (+onAfterRenderHtml),
 * hydration keeps the server's article as it is (KeptHtml); after a client navigation React renders it.
 */
export function ArticlePage() {
  const data = useData<ArticleData>()
  const words = useMessages().blog
  const { article, bodyHtml } = data
  const inLocale = useLocalePath()
  if (!article) return <KeptHtml as="article" {...ARTICLE_ELEMENT} html={undefined} owner={data} />
  return (
    <article {...ARTICLE_ELEMENT}>
      <div className={`container ${styles.articleContainer}`}>
        <nav aria-label={words.breadcrumb} className={styles.breadcrumbs}>
          <ol>
            <li>
              <a href={inLocale('/')}>{words.home}</a>
            </li>
            <li>
              <a href={inLocale(BLOG_PATH)}>{words.blog}</a>
            </li>
            <li>
              <a href={inLocale(articlePath(article.slug))} aria-current="page">
                {article.title}
              </a>
            </li>
          </ol>
        </nav>
        <header className={styles.articleHeader}>
          <CategoryLinks categories={article.categories} />
          <h1 id="article-heading">{article.title}</h1>
          {article.excerpt && <p className={styles.lede}>{article.excerpt}</p>}
          <ArticleMeta author={article.author} publishedDate={article.publishedDate} />
        </header>
        {article.cover && <Image className={styles.articleCover} media={article.cover} sizes="(min-width: 48rem) 48rem, 100vw" priority />}
        {/* the body's parts after its first three may be drawn after the load (deferredDrawing): on a phone they are
            below the first screen, and laying out all of the body (its text, tables and code, whose monospace faces
            are looked up in the browser process) was most of the first layout */}
        <KeptHtml html={bodyHtml} owner={article} className={`prose ${styles.body}`} {...LATER_CHILDREN} />
        {article.author && (
          <aside className={styles.authorBox} aria-label={words.aboutTheAuthor}>
            {article.author.avatar && <Image className={styles.avatarSmall} media={article.author.avatar} sizes="4rem" />}
            <p>
              <a href={inLocale(authorPath(article.author.slug))}>{article.author.name}</a>
              {article.author.role && <span className={styles.role}>{article.author.role}</span>}
            </p>
          </aside>
        )}
      </div>
    </article>
  )
}
