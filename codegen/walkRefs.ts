/** Calls `visit(ref, pointer)` for every `$ref` in a schema, with the JSON pointer of the object holding it. */
export function walkRefs(value: unknown, visit: (ref: string, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkRefs(item, visit, `${pointer}/${index}`))
    return
  }
  if (!value || typeof value !== 'object') return
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') visit(child, pointer)
    else if (key !== 'examples') walkRefs(child, visit, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
  }
}
