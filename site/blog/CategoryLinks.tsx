import type { BlogRef } from './BlogData'
import styles from './Blog.module.css'
import { categoryPath } from './blogPaths'

/** Props of CategoryLinks. */
export interface CategoryLinksProps {
  categories: readonly BlogRef[]
  /** The list's accessible name (default "Categories"). */
  label?: string
  className?: string | undefined
}

/** Categories, each linking to the category's articles: an article's, or the blog's. */
export function CategoryLinks({ categories, label = 'Categories', className }: CategoryLinksProps) {
  if (categories.length === 0) return null
  return (
    <ul className={className ? `${styles.categories} ${className}` : styles.categories} aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <a href={categoryPath(category.slug)}>{category.name}</a>
        </li>
      ))}
    </ul>
  )
}
