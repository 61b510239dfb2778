/** Turns one markdown string into sanitised HTML. */
export type MarkdownRenderer = (markdown: string) => string

function renderAt(value: unknown, path: readonly string[], render: MarkdownRenderer): unknown {
  if (path.length === 0) return typeof value === 'string' ? render(value) : value
  const [step, ...rest] = path as [string, ...string[]]
  if (step === '*') return Array.isArray(value) ? value.map((item) => renderAt(item, rest, render)) : value
  if (!value || typeof value !== 'object' || Array.isArray(value) || !(step in value)) return value
  const record = value as Record<string, unknown>
  return { ...record, [step]: renderAt(record[step], rest, render) }
}

/**
 * Returns a copy of `value` with the markdown at each of `paths` (codegen's markdownFields) rendered to HTML.
 * Runs where content is read, so components receive HTML and no markdown parser ships to the browser.
 */
export function renderMarkdownFields<T>(value: T, paths: readonly (readonly string[])[], render: MarkdownRenderer): T {
  let out: unknown = value
  for (const path of paths) out = renderAt(out, path, render)
  return out as T
}
