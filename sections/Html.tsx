/** Props of Html. */
export interface HtmlProps {
  /** HTML the server rendered from CMS markdown through runtime/markdown (sanitised). */
  html: string
  className?: string | undefined
}

/** Shows rich text that the server has already rendered and sanitised: no markdown parser in the browser. */
export function Html({ html, className = 'prose' }: HtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
