/**
 * Splits a style attribute into its declarations at `;` outside strings, parentheses and comments, the way a
 * CSS parser groups them. Linear; an unterminated string or comment runs to the end, as in CSS.
 */
export function splitDeclarations(style: string): string[] {
  const declarations: string[] = []
  let start = 0
  let depth = 0
  let quote = ''
  for (let i = 0; i < style.length; i++) {
    const char = style[i]
    if (char === '\\') {
      i++
    } else if (quote !== '') {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '/' && style[i + 1] === '*') {
      const end = style.indexOf('*/', i + 2)
      i = end < 0 ? style.length : end + 1
    } else if (char === '(') {
      depth++
    } else if (char === ')') {
      if (depth > 0) depth--
    } else if (char === ';' && depth === 0) {
      declarations.push(style.slice(start, i))
      start = i + 1
    }
  }
  declarations.push(style.slice(start))
  return declarations
}
