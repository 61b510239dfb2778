'use strict';

const { keyAttribute } = require('./readContentPack');

// Keys Strapi manages itself: a pack entry may carry them (it mirrors API responses) but they are never written.
const MANAGED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', '__component']);

/**
 * Turns one pack entry (Strapi v5 response shape) into Document Service data, walking the content type's
 * attributes: media become library file ids, relations (named by the target's uid field) become documentIds,
 * components and dynamic-zone items are walked the same way. With `withRelations: false` every relation,
 * however deep, is left out, so all entries can exist before any of them points at another.
 * Problems that lose one field, not the entry (a dangling relation, a missing media file), go to `warn`.
 * With a `locale` (a translation), a relation to a localised type names the target's entry in that locale.
 */
async function toDocumentData(strapi, contentType, entry, { media, withRelations, warn, locale }) {
  const state = { relations: 0 };
  const isLocalized = (uid) => strapi.plugin('i18n').service('content-types').isLocalizedContentType(strapi.contentTypes[uid]);

  async function relationFor(target, value, pointer, inComponent) {
    const targetType = strapi.contentTypes[target];
    const key = keyAttribute(targetType);
    const wanted = typeof value === 'string' ? value : value && key ? value[key] : undefined;
    if (typeof wanted !== 'string' || !key) {
      warn(`${pointer}: a relation to ${target} must name the entry by its ${key || 'uid'} field`);
      return undefined;
    }
    if (withRelations && inComponent && target === contentType.uid && wanted === entry[key] && contentType.options?.draftAndPublish) {
      // Strapi 5 (up to at least 5.54) drops a relation from a component to its own document when publishing
      // (strapi/strapi#24936, #25082): the draft keeps it, the published version does not
      warn(`${pointer}: links to its own entry from inside a component, which Strapi 5 loses on publish (strapi/strapi#24936); the published link keeps only its other fields`);
    }
    const inLocale = locale && isLocalized(target) ? { locale } : {};
    const found = await strapi.documents(target).findFirst({ filters: { [key]: wanted }, fields: [key], ...inLocale });
    if (found) return found.documentId;
    if (inLocale.locale && (await strapi.documents(target).findFirst({ filters: { [key]: wanted }, fields: [key] }))) {
      // Strapi's i18n connects two localised types only within one locale (document service, 5.54)
      warn(`${pointer}: ${target} "${wanted}" has no ${locale} localisation, and Strapi links a ${locale} entry only to ${locale} entries: left out`);
      return undefined;
    }
    warn(`${pointer}: no ${target} with ${key} "${wanted}"${inLocale.locale ? ` in ${locale}` : ''}`);
    return undefined;
  }

  async function mediaFor(value, pointer) {
    try {
      return await media.fileFor(value);
    } catch (error) {
      warn(`${pointer}: ${error.message}`);
      return undefined;
    }
  }

  async function walk(value, attributes, pointer, inComponent = false) {
    const out = {};
    for (const [name, raw] of Object.entries(value)) {
      if (MANAGED.has(name)) continue;
      const attribute = attributes[name];
      const at = `${pointer}/${name}`;
      if (!attribute) {
        warn(`${at}: not an attribute of the model, left out`);
        continue;
      }
      if (raw === null || raw === undefined) {
        if (attribute.type !== 'relation' || withRelations) out[name] = null;
        continue;
      }
      switch (attribute.type) {
        case 'media': {
          if (attribute.multiple) {
            const ids = [];
            for (const [i, item] of (Array.isArray(raw) ? raw : [raw]).entries()) {
              const id = await mediaFor(item, `${at}/${i}`);
              if (id !== undefined) ids.push(id);
            }
            out[name] = ids;
          } else {
            const id = await mediaFor(raw, at);
            if (id !== undefined) out[name] = id;
          }
          break;
        }
        case 'relation': {
          state.relations += 1;
          if (!withRelations) break;
          if (Array.isArray(raw)) {
            const ids = [];
            for (const [i, item] of raw.entries()) {
              const id = await relationFor(attribute.target, item, `${at}/${i}`, inComponent);
              if (id) ids.push(id);
            }
            out[name] = ids;
          } else {
            const id = await relationFor(attribute.target, raw, at, inComponent);
            if (id) out[name] = id;
          }
          break;
        }
        case 'component': {
          const component = strapi.components[attribute.component];
          if (attribute.repeatable) {
            const items = [];
            for (const [i, item] of (Array.isArray(raw) ? raw : [raw]).entries()) items.push(await walk(item, component.attributes, `${at}/${i}`, true));
            out[name] = items;
          } else {
            out[name] = await walk(raw, component.attributes, at, true);
          }
          break;
        }
        case 'dynamiczone': {
          const items = [];
          for (const [i, item] of (Array.isArray(raw) ? raw : []).entries()) {
            const uid = item && item.__component;
            if (!attribute.components.includes(uid)) {
              throw new Error(`${at}/${i}/__component: "${uid}" is not one of ${attribute.components.join(', ')}`);
            }
            items.push({ __component: uid, ...(await walk(item, strapi.components[uid].attributes, `${at}/${i}`, true)) });
          }
          out[name] = items;
          break;
        }
        default:
          out[name] = raw;
      }
    }
    return out;
  }

  const data = await walk(entry, contentType.attributes, '');
  return { data, relations: state.relations };
}

module.exports = { toDocumentData };
