'use strict';

const fs = require('fs');
const path = require('path');

/**
 * Lists the entries of a content pack (content/README.md): `singles/<singularName>.json` and
 * `collections/<pluralName>/<key>.json`, each matched to its content type. A file that cannot be read or
 * matched comes back with an `error` instead of `data`, so the import can report it and go on. Files are named
 * relative to `labelRoot` (default: the folder holding the pack, so `content/singles/...`).
 */
function readContentPack(strapi, contentDir, labelRoot = path.dirname(contentDir)) {
  const contentTypes = Object.values(strapi.contentTypes).filter((ct) => ct.uid.startsWith('api::'));
  const bySingular = new Map(contentTypes.filter((ct) => ct.kind === 'singleType').map((ct) => [ct.info.singularName, ct]));
  const byPlural = new Map(contentTypes.filter((ct) => ct.kind === 'collectionType').map((ct) => [ct.info.pluralName, ct]));
  const entries = [];
  const label = (file) => path.relative(labelRoot, file);

  const read = (file, contentType, key) => {
    const entry = { file: label(file), contentType, key };
    if (!contentType) return { ...entry, error: 'no content type matches this file name' };
    try {
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!data || typeof data !== 'object' || Array.isArray(data)) return { ...entry, error: 'an entry must be a JSON object' };
      return { ...entry, data };
    } catch (error) {
      return { ...entry, error: `not valid JSON: ${error.message}` };
    }
  };
  const jsonFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

  const singles = path.join(contentDir, 'singles');
  for (const name of jsonFiles(singles)) {
    entries.push(read(path.join(singles, name), bySingular.get(name.slice(0, -5)), undefined));
  }
  const collections = path.join(contentDir, 'collections');
  const folders = fs.existsSync(collections) ? fs.readdirSync(collections).sort() : [];
  for (const folder of folders) {
    const dir = path.join(collections, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of jsonFiles(dir)) entries.push(read(path.join(dir, name), byPlural.get(folder), name.slice(0, -5)));
  }
  return entries;
}

/** The attribute that identifies an entry of a content type in the pack: its uid field (slug, or brand). */
function keyAttribute(contentType) {
  return Object.keys(contentType.attributes).find((name) => contentType.attributes[name].type === 'uid');
}

/**
 * The filters that find an entry's document again: its uid field, or for a type without one (reference data)
 * every required scalar attribute together (group and key).
 */
function identityFilters(contentType, data) {
  const key = keyAttribute(contentType);
  if (key) return { [key]: data[key] };
  const required = Object.keys(contentType.attributes).filter((name) => {
    const attribute = contentType.attributes[name];
    return attribute.required && ['string', 'text', 'enumeration', 'integer', 'email'].includes(attribute.type);
  });
  if (required.length === 0) return undefined;
  const filters = {};
  for (const name of required) {
    if (data[name] === undefined || data[name] === null) return undefined;
    filters[name] = data[name];
  }
  return filters;
}

/** The locales of a pack's translations: the folders of `content/locales/` (content/README.md, Translations). */
function localeFolders(contentDir) {
  const dir = path.join(contentDir, 'locales');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory()).sort();
}

module.exports = { readContentPack, keyAttribute, identityFilters, localeFolders };
