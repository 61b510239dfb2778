/**
 * Whether a path asks for a page's data for a client navigation (Vike's `…/index.pageContext.json`): Vike answers
 * it, through the page's guards, never a file on disk or the redirect rules.
 */
export function isPageDataPath(path: string): boolean {
  return path.endsWith('.pageContext.json')
}
