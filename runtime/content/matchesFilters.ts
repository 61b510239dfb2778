// The Strapi filter operators the content reader sends (createContentReader, searchArticles), over in-memory
// entries for the files source. A field holding many (a relation) matches when any of its items matches, as
// Strapi's SQL joins do.

import { InvalidQueryError } from './filesError'
import { isRecord } from './isRecord'

type Operator = (value: unknown, operand: unknown) => boolean

function containsi(value: unknown, operand: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().includes(String(operand).toLowerCase())
}

const OPERATORS: Record<string, Operator> = {
  $eq: (value, operand) => value === operand,
  $ne: (value, operand) => value !== operand,
  $containsi: containsi,
  $notContainsi: (value, operand) => !containsi(value, operand),
  $null: (value, operand) => (value === null || value === undefined) === (operand === true),
}

function list(operand: unknown): unknown[] {
  return Array.isArray(operand) ? operand : [operand]
}

function test(value: unknown, condition: unknown): boolean {
  if (!isRecord(condition)) throw new InvalidQueryError(`Invalid filter ${JSON.stringify(condition)}`)
  return Object.entries(condition).every(([key, operand]) => {
    if (key === '$and') return list(operand).every((part) => test(value, part))
    if (key === '$or') return list(operand).some((part) => test(value, part))
    if (key.startsWith('$')) {
      const operator = OPERATORS[key]
      if (!operator) throw new InvalidQueryError(`Invalid operator ${key}`)
      return Array.isArray(value) ? value.some((item) => operator(item, operand)) : operator(value, operand)
    }
    if (Array.isArray(value)) return value.some((item) => isRecord(item) && test(item[key], operand))
    return test(isRecord(value) ? value[key] : undefined, operand)
  })
}

/** Whether an entry matches Strapi `filters` (`{ slug: { $eq: 'home' } }`, `{ author: { slug: { $eq } } }`). */
export function matchesFilters(entry: Record<string, unknown>, filters: unknown): boolean {
  if (filters === undefined || filters === null) return true
  return test(entry, filters)
}
