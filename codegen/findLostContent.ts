import type { ModelChanges } from './diffStrapiModels'
import type { StoredAttribute, StrapiModels } from './readStrapiModels'
import { isRecord } from '../runtime/content/isRecord'

/** A stored value the new models drop: its path (`sections[2].anchor`) and why. */
export interface LostValue {
  path: string
  reason: string
}

// what Strapi keeps beside the content itself: never content an editor would miss
const BOOKKEEPING = new Set(['id', '__component'])

/** Whether a value holds something an editor wrote: not null, empty, or the attribute's default that Strapi fills in. */
function holdsContent(value: unknown, attribute?: StoredAttribute): boolean {
  if (value === null || value === undefined || value === '') return false
  if (attribute && attribute.default !== undefined && value === attribute.default) return false
  if (Array.isArray(value)) return value.some((item) => holdsContent(item))
  if (isRecord(value)) return Object.entries(value).some(([key, child]) => !BOOKKEEPING.has(key) && holdsContent(child))
  return true
}

const index = (path: string, i: number) => `${path}[${i}]`
const field = (path: string, name: string) => (path ? `${path}.${name}` : name)

/**
 * Walks one stored entry (Strapi's flat shape: components inline, dynamic-zone items with `__component`) with the
 * models it was stored under, and lists every value that holds content where the new models store nothing.
 */
export function findLostContent(models: StrapiModels, changes: ModelChanges, ownerUid: string, data: unknown): LostValue[] {
  const lost: LostValue[] = []
  const walk = (uid: string, value: unknown, path: string) => {
    const owner = models.contentTypes.get(uid) ?? models.components.get(uid)
    if (!owner || !isRecord(value)) return
    const dropped = changes.droppedAttributes.get(uid)
    const zones = changes.droppedZoneComponents.get(uid)
    for (const [name, attribute] of Object.entries(owner.attributes)) {
      const stored = value[name]
      if (!holdsContent(stored, attribute)) continue
      const at = field(path, name)
      const reason = dropped?.get(name)
      if (reason) {
        lost.push({ path: at, reason })
      } else if (attribute.type === 'component' && attribute.component) {
        const component = attribute.component
        if (Array.isArray(stored)) stored.forEach((item, i) => walk(component, item, index(at, i)))
        else walk(component, stored, at)
      } else if (attribute.type === 'dynamiczone' && Array.isArray(stored)) {
        stored.forEach((item, i) => {
          const kind = isRecord(item) ? item.__component : undefined
          if (typeof kind !== 'string') return
          const gone = changes.removedComponents.get(kind)
          if (gone) lost.push({ path: index(at, i), reason: gone })
          else if (zones?.get(name)?.has(kind)) lost.push({ path: index(at, i), reason: `a "${kind}" item, which "${name}" no longer takes` })
          else walk(kind, item, index(at, i))
        })
      }
    }
  }
  walk(ownerUid, data, '')
  return lost
}
