// What the site server adds to every page context (renderPage's pageContextInit).
declare global {
  namespace Vike {
    interface PageContext {
      /** A signed preview cookie is present: draft content and diagnostics are shown. */
      preview: boolean
      /** In a preview, the origin of Strapi's admin, whose preview pane may frame the page and ask it to reload. */
      previewFrameOrigin?: string | undefined
      /** Running from the production build. */
      production: boolean
      /** The page's locale, from its path's prefix (+onBeforeRoute): `de-DE` for `/de/…`. */
      locale: import('../runtime/i18n').Locale
    }
  }
}
export {}
