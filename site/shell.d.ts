import type { LayoutData } from './layouts/LayoutData'
import type { ShellSettings } from './layouts/ShellSettings'

// What +onCreatePageContext.ssr adds on a full page load (server rendering and prerendering). Client navigations
// do not carry them: the browser keeps the first page's (useLayoutData, useShellSettings).
declare global {
  namespace Vike {
    interface PageContext {
      /** The header's and footer's content. In the browser only BROWSER_LAYOUT_FIELDS are there: the footer's content is rendered on the server only (+config passToClient). */
      layout?: LayoutData
      /** The widgets' starting values. */
      shell?: ShellSettings
    }
  }
}
export {}
