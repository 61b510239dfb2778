import type { BlogRef } from './BlogData'
import styles from './Blog.module.css'
import { categoryPath } from './blogPaths'

/** Props of CategoryLinks. */
export interface CategoryLinksProps {
  categories: readonly BlogRef[]
}

/** An article's categories, each linking to the category's articles. */
export function CategoryLinks({ categories }: CategoryLinksProps) {
  if (categories.length === 0) return null
  return (
    <ul className={styles.categories} aria-label="Categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <a href={categoryPath(category.slug)}>{category.name}</a>
        </li>
      ))}
    </ul>
  )
}
