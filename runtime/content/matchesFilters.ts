// Strapi's filter operators over in-memory entries, for the files source. A field holding many (a relation or a
// repeatable component) matches when any of its items matches, as Strapi's SQL joins do.

import { InvalidQueryError } from './filesError'

type JsonRecord = Record<string, unknown>

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

function list(operand: unknown): unknown[] {
  return Array.isArray(operand) ? operand : [operand]
}

function scalarOf(value: unknown): unknown {
  // `filters[author][$eq]=3` compares a relation by its id.
  return isRecord(value) ? (value.id ?? value.documentId) : value
}

function equals(value: unknown, operand: unknown): boolean {
  const actual = scalarOf(value)
  if (actual === operand) return true
  if (actual === null || actual === undefined || operand === null || operand === undefined) return false
  // Query values may arrive as strings (`$eq=false`, `$eq=3`), as they do over HTTP.
  return String(actual) === String(operand instanceof Date ? operand.toISOString() : operand)
}

function compare(value: unknown, operand: unknown): number | undefined {
  const actual = scalarOf(value)
  if (actual === null || actual === undefined || operand === null || operand === undefined) return undefined
  if (typeof actual === 'number') return actual - Number(operand)
  const right = operand instanceof Date ? operand.toISOString() : String(operand)
  const left = String(actual)
  return left < right ? -1 : left > right ? 1 : 0
}

function text(value: unknown): string | undefined {
  const actual = scalarOf(value)
  return actual === null || actual === undefined ? undefined : String(actual)
}

function truthy(operand: unknown): boolean {
  return operand === true || operand === 'true'
}

type Operator = (value: unknown, operand: unknown) => boolean

const includes = (value: unknown, operand: unknown, fold: boolean): boolean => {
  const haystack = text(value)
  if (haystack === undefined) return false
  const needle = String(operand)
  return fold ? haystack.toLowerCase().includes(needle.toLowerCase()) : haystack.includes(needle)
}

/** An operator on the order of value and operand; never true when either is missing. */
const ordered =
  (accept: (order: number) => boolean): Operator =>
  (value, operand) => {
    const order = compare(value, operand)
    return order !== undefined && accept(order)
  }

const OPERATORS: Record<string, Operator> = {
  $eq: equals,
  $eqi: (value, operand) => text(value)?.toLowerCase() === String(operand).toLowerCase(),
  $ne: (value, operand) => !equals(value, operand),
  $nei: (value, operand) => text(value)?.toLowerCase() !== String(operand).toLowerCase(),
  $lt: ordered((order) => order < 0),
  $lte: ordered((order) => order <= 0),
  $gt: ordered((order) => order > 0),
  $gte: ordered((order) => order >= 0),
  $in: (value, operand) => list(operand).some((item) => equals(value, item)),
  $notIn: (value, operand) => !list(operand).some((item) => equals(value, item)),
  $contains: (value, operand) => includes(value, operand, false),
  $notContains: (value, operand) => !includes(value, operand, false),
  $containsi: (value, operand) => includes(value, operand, true),
  $notContainsi: (value, operand) => !includes(value, operand, true),
  $startsWith: (value, operand) => text(value)?.startsWith(String(operand)) ?? false,
  $endsWith: (value, operand) => text(value)?.endsWith(String(operand)) ?? false,
  $null: (value, operand) => (value === null || value === undefined) === truthy(operand),
  $notNull: (value, operand) => (value !== null && value !== undefined) === truthy(operand),
  $between: (value, operand) => {
    const [low, high] = list(operand)
    return ordered((order) => order >= 0)(value, low) && ordered((order) => order <= 0)(value, high)
  },
}

function test(value: unknown, condition: unknown): boolean {
  // `filters[slug]=home` is shorthand for `$eq`.
  if (!isRecord(condition)) return Array.isArray(condition) ? OPERATORS.$in!(value, condition) : equals(value, condition)
  return Object.entries(condition).every(([key, operand]) => {
    if (key === '$and') return list(operand).every((part) => test(value, part))
    if (key === '$or') return list(operand).some((part) => test(value, part))
    if (key === '$not') return !test(value, operand)
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
export function matchesFilters(entry: JsonRecord, filters: unknown): boolean {
  if (filters === undefined || filters === null) return true
  return test(entry, filters)
}
