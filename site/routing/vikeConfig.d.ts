import type { PageContextServer } from 'vike/types'
import type { RouteValidator } from '../../runtime/routing'

// The routing configs pages set (meta in site/pages/+config.ts) and what the preview middleware adds.
declare global {
  namespace Vike {
    interface Config {
      /** SPEC §5: the page's route validation (`+validate.ts`); anything but true is a 404 `Page Not Found: {path}`. */
      validate?: RouteValidator<PageContextServer>
      /** SPEC §4: the named route middleware the page runs (Vike's own `middleware` is server middleware), in order (site/routing/siteMiddleware). */
      routeMiddleware?: string[]
    }
    interface PageContext {
      /** Set by the `preview` middleware: this route reads drafts (a valid preview cookie and the option on). */
      draft?: boolean
    }
  }
}
export {}
