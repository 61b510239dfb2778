/** The section being rendered on the server right now. */
export interface RenderingSection {
  index: number
  uid: string
}

let current: RenderingSection | null = null

/**
 * Marks the section whose component renders next on the server. Server rendering of one page is synchronous and
 * depth-first, so when a component throws, the last section marked is the one that threw: the server's render
 * error hook reads it to name the section in its log line.
 */
export function markRenderingSection(section: RenderingSection | null): void {
  current = section
}

/** The section last marked by markRenderingSection. */
export function renderingSection(): RenderingSection | null {
  return current
}
