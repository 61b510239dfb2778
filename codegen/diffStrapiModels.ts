import type { StoredAttribute, StoredOwner, StrapiModels } from './readStrapiModels'

/** What the new Strapi models no longer store, each with the reason in words. */
export interface ModelChanges {
  /** Content types gone from the new models, by uid: every entry of theirs is lost. */
  removedContentTypes: ReadonlyMap<string, string>
  /** Components gone from the new models, by uid. */
  removedComponents: ReadonlyMap<string, string>
  /** Per content-type or component uid, the attributes whose stored values the new models drop. */
  droppedAttributes: ReadonlyMap<string, ReadonlyMap<string, string>>
  /** Per owner uid, per dynamic zone, the components that zone no longer takes. */
  droppedZoneComponents: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>
}

/** Where an attribute's values live: a column, a component table, a relation or media link, a dynamic zone. */
function storage(attribute: StoredAttribute): string {
  switch (attribute.type) {
    case 'component':
      return `component ${attribute.component ?? '?'}`
    case 'relation':
      return `relation to ${attribute.target ?? '?'}`
    case 'media':
    case 'dynamiczone':
      return attribute.type
    default:
      return 'column'
  }
}

function describeStorage(attribute: StoredAttribute): string {
  const where = storage(attribute)
  return where === 'column' ? `a ${attribute.type} field` : `a ${where}`
}

function ownerName(owner: StoredOwner, models: StrapiModels): string {
  const type = models.contentTypes.get(owner.uid)
  return type ? type.singularName : owner.uid
}

function diffOwner(old: StoredOwner, next: StoredOwner, oldModels: StrapiModels) {
  const dropped = new Map<string, string>()
  const zones = new Map<string, Set<string>>()
  const added = Object.keys(next.attributes).filter((name) => !Object.hasOwn(old.attributes, name))
  // a rename is a removal plus an addition: name the candidates, the editor knows which it is
  const renameHint = added.length > 0 ? ` (the new model adds ${added.map((n) => `"${n}"`).join(', ')}: for a rename, move the values first)` : ''
  for (const [name, attribute] of Object.entries(old.attributes)) {
    const now = next.attributes[name]
    if (!now) {
      dropped.set(name, `field "${name}" is removed from ${ownerName(old, oldModels)}${renameHint}`)
    } else if (storage(now) !== storage(attribute)) {
      dropped.set(name, `field "${name}" of ${ownerName(old, oldModels)} changes from ${describeStorage(attribute)} to ${describeStorage(now)}; Strapi does not carry the values across`)
    } else if (attribute.type === 'dynamiczone') {
      const gone = (attribute.components ?? []).filter((uid) => !(now.components ?? []).includes(uid))
      if (gone.length > 0) zones.set(name, new Set(gone))
    }
  }
  return { dropped, zones }
}

/**
 * Compares the Strapi models on disk (what Strapi stores now) with the ones codegen is about to write: content
 * types, components and attributes that go away, attributes whose storage changes kind or target, and dynamic zones
 * that stop taking a component. A scalar type change (string to text) is left to the validators.
 */
export function diffStrapiModels(old: StrapiModels, next: StrapiModels): ModelChanges {
  const removedContentTypes = new Map<string, string>()
  const removedComponents = new Map<string, string>()
  const droppedAttributes = new Map<string, ReadonlyMap<string, string>>()
  const droppedZoneComponents = new Map<string, ReadonlyMap<string, ReadonlySet<string>>>()
  for (const [uid, type] of old.contentTypes) {
    if (!next.contentTypes.has(uid)) removedContentTypes.set(uid, `content type ${type.singularName} is removed: the whole entry is lost`)
  }
  for (const uid of old.components.keys()) {
    if (next.components.has(uid)) continue
    removedComponents.set(uid, uid.startsWith('sections.') ? `a "${uid}" section, a type the new schemas no longer have` : `component ${uid} is removed`)
  }
  const pairs: [StoredOwner, StoredOwner | undefined][] = [
    ...[...old.contentTypes.values()].map((o): [StoredOwner, StoredOwner | undefined] => [o, next.contentTypes.get(o.uid)]),
    ...[...old.components.values()].map((o): [StoredOwner, StoredOwner | undefined] => [o, next.components.get(o.uid)]),
  ]
  for (const [owner, now] of pairs) {
    if (!now) continue
    const { dropped, zones } = diffOwner(owner, now, old)
    if (dropped.size > 0) droppedAttributes.set(owner.uid, dropped)
    if (zones.size > 0) droppedZoneComponents.set(owner.uid, zones)
  }
  return { removedContentTypes, removedComponents, droppedAttributes, droppedZoneComponents }
}

