import { usePageContext } from 'vike-react/usePageContext'
import { requestPathname } from '../i18n/pageLocale'
import styles from './PreviewBar.module.css'
import { useStrapiUpdates } from './useStrapiUpdates'

/** The exit link returns to the page being previewed (checked by /api/preview/exit like every redirect). */
function exitHref(path: string): string {
  return `/api/preview/exit?redirect=${encodeURIComponent(path)}`
}

/**
 * Preview: a bar that is always visible while draft content is shown, with the way out. Fixed to the
 * bottom of the viewport, after the page in reading order, so it never sits between the skip link and the content.
 */
export function PreviewBar() {
  const pageContext = usePageContext()
  useStrapiUpdates(pageContext.preview === true ? pageContext.previewFrameOrigin : undefined)
  if (pageContext.preview !== true) return null
  return (
    <>
      {/* keeps the end of the page clear of the fixed bar */}
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.bar} role="region" aria-label="Preview">
        <p>
          <strong>Preview</strong> — draft content, not what visitors see.{' '}
          <a href={exitHref(requestPathname(pageContext))} data-vike="false">
            Exit preview
          </a>
        </p>
      </div>
    </>
  )
}
