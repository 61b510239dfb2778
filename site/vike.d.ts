// What the site server adds to every page context (renderPage's pageContextInit).
declare global {
  namespace Vike {
    interface PageContext {
      /** A signed preview cookie is present: draft content and diagnostics are shown. */
      preview: boolean
      /** Running from the production build. */
      production: boolean
    }
  }
}
export {}
