import { useMessages } from '../i18n/useMessages'
import type { BlogRef } from './BlogData'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { categoryPath } from './blogPaths'

/** Props of CategoryLinks. */
export interface CategoryLinksProps {
  categories: readonly BlogRef[]
  /** The list's accessible name (default "Categories" in the page's words). */
  label?: string
  className?: string | undefined
}

/** Categories, each linking to the category's articles: an article's, or the blog's. */
export function CategoryLinks({ categories, label, className }: CategoryLinksProps) {
  const categoriesLabel = useMessages().blog.categories
  const inLocale = useLocalePath()
  if (categories.length === 0) return null
  return (
    <ul className={className ? `${styles.categories} ${className}` : styles.categories} aria-label={label ?? categoriesLabel}>
      {categories.map((category) => (
        <li key={category.slug}>
          <a href={inLocale(categoryPath(category.slug))}>{category.name}</a>
        </li>
      ))}
    </ul>
  )
}
