'use strict';

const path = require('path');
const { readContentPack, keyAttribute, identityFilters, localeFolders } = require('./readContentPack');
const { createMediaLibrary } = require('./mediaLibrary');
const { toDocumentData } = require('./toDocumentData');

const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '..', '..', '..', 'content');

function describe(error) {
  const details = error && error.details && Array.isArray(error.details.errors) ? error.details.errors : [];
  const more = details.map((d) => `${(d.path || []).join('.')}: ${d.message}`).join('; ');
  return more ? `${error.message} (${more})` : String((error && error.message) || error);
}

const isLocalized = (strapi, contentType) => strapi.plugin('i18n').service('content-types').isLocalizedContentType(contentType);

/**
 * A translation without its two pack keys and without the fields every locale shares (`localized: false`): Strapi
 * copies those from the document's other locales, so the translation never overwrites them.
 */
function translatedFields(contentType, data) {
  const { locale: _locale, localizationOf: _of, ...rest } = data;
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (attribute.pluginOptions && attribute.pluginOptions.i18n && attribute.pluginOptions.i18n.localized === false) delete rest[name];
  }
  return rest;
}

/**
 * Imports the content pack (content/README.md) into Strapi, creating or updating each entry by its uid field
 * (singles: the one document), so running it again converges instead of duplicating. Two passes: every entry
 * without relations first, then the entries that have relations, once all their targets exist. Then each locale of
 * `content/locales/` the same way: every translation becomes its locale's version of the document its
 * `localizationOf` names. An entry that fails is logged with its file and reason and the rest goes on; the run
 * ends with one summary line.
 */
async function importContentPack(strapi, { contentDir = process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR, log = strapi.log } = {}) {
  const started = Date.now();
  const media = createMediaLibrary(strapi, path.join(contentDir, 'media'));
  const summary = { created: 0, updated: 0, failed: 0, warnings: 0, media: 0, translations: 0 };
  const failed = new Set();
  const fail = (entry, error) => {
    failed.add(entry.file);
    summary.failed += 1;
    log.error(`[seed] ${entry.file}: ${describe(error)}`);
  };
  const warned = new Set();
  const warnFor = (entry) => (message) => {
    const line = `[seed] ${entry.file}#${message}`;
    if (warned.has(line)) return;
    warned.add(line);
    summary.warnings += 1;
    log.warn(line);
  };
  const documentIds = new Map();

  /** Writes one entry: into the target's document when it has one (in `locale`: creating that localisation if missing). */
  const save = async (entry, data, { documentId, exists }, locale) => {
    const { contentType } = entry;
    const documents = strapi.documents(contentType.uid);
    const status = contentType.options && contentType.options.draftAndPublish && entry.data.publishedAt !== null ? { status: 'published' } : {};
    const inLocale = locale ? { locale } : {};
    if (documentId) {
      await documents.update({ documentId, data, ...inLocale, ...status });
      return { documentId, created: !exists };
    }
    const created = await documents.create({ data, ...inLocale, ...status });
    return { documentId: created.documentId, created: true };
  };

  /** The document an entry of the default locale is, found by its uid field (singles: the one document). */
  const findDefault = async (entry) => {
    const { contentType } = entry;
    if (contentType.kind === 'singleType') {
      const documentId = (await strapi.documents(contentType.uid).findFirst({ fields: ['documentId'] }))?.documentId;
      return { documentId, exists: Boolean(documentId) };
    }
    const key = keyAttribute(contentType);
    if (key && entry.data[key] === undefined) entry.data[key] = entry.key;
    if (key && entry.data[key] !== entry.key) throw new Error(`${key} "${entry.data[key]}" does not match the file name "${entry.key}.json"`);
    const filters = identityFilters(contentType, entry.data);
    if (!filters) throw new Error(`cannot tell this entry apart: ${contentType.uid} has no uid attribute and the entry lacks its required fields`);
    const documentId = (await strapi.documents(contentType.uid).findFirst({ filters, fields: ['documentId'] }))?.documentId;
    return { documentId, exists: Boolean(documentId) };
  };

  /** The default-locale document a translation localises, and whether it has the translation's locale yet. */
  const findTwin = async (entry, locale) => {
    const { contentType, data } = entry;
    if (data.locale !== locale) throw new Error(`"locale" must be "${locale}", the locale of its folder`);
    if (!isLocalized(strapi, contentType)) throw new Error(`${contentType.uid} is not localised (x-strapi.localized in its schema)`);
    if (typeof data.localizationOf !== 'string') throw new Error('"localizationOf" must name the entry of content/ it translates');
    const key = keyAttribute(contentType);
    if (key && data[key] === undefined) data[key] = entry.key;
    if (key && contentType.kind !== 'singleType' && data[key] !== entry.key) throw new Error(`${key} "${data[key]}" does not match the file name "${entry.key}.json"`);
    const documents = strapi.documents(contentType.uid);
    const twin = contentType.kind === 'singleType'
      ? await documents.findFirst({ fields: ['documentId'] })
      : key && (await documents.findFirst({ filters: { [key]: data.localizationOf }, fields: ['documentId'] }));
    if (!twin) throw new Error(`"localizationOf": no ${contentType.uid} "${data.localizationOf}" in the default locale to translate`);
    const own = await documents.findOne({ documentId: twin.documentId, locale, fields: ['documentId'] });
    return { documentId: twin.documentId, exists: Boolean(own) };
  };

  /** Imports one pack (the default locale's, or one locale's translations) in two passes. */
  const importEntries = async (entries, locale) => {
    const withRelations = [];
    for (const entry of entries) {
      if (entry.error) {
        fail(entry, entry.error);
        continue;
      }
      try {
        const target = locale ? await findTwin(entry, locale) : await findDefault(entry);
        const fields = locale ? translatedFields(entry.contentType, entry.data) : entry.data;
        const { data, relations } = await toDocumentData(strapi, entry.contentType, fields, { media, withRelations: false, warn: warnFor(entry), locale });
        const saved = await save(entry, data, target, locale);
        documentIds.set(entry.file, saved.documentId);
        summary[saved.created ? 'created' : 'updated'] += 1;
        if (locale) summary.translations += 1;
        if (relations > 0) withRelations.push({ entry, fields });
      } catch (error) {
        fail(entry, error);
      }
    }
    for (const { entry, fields } of withRelations) {
      try {
        const { data } = await toDocumentData(strapi, entry.contentType, fields, { media, withRelations: true, warn: warnFor(entry), locale });
        await save(entry, data, { documentId: documentIds.get(entry.file), exists: true }, locale);
      } catch (error) {
        fail(entry, error);
      }
    }
  };

  const entries = readContentPack(strapi, contentDir);
  await importEntries(entries);
  const known = new Set((await strapi.plugin('i18n').service('locales').find()).map((l) => l.code));
  for (const locale of localeFolders(contentDir)) {
    const translations = readContentPack(strapi, path.join(contentDir, 'locales', locale), path.dirname(contentDir));
    entries.push(...translations);
    if (!known.has(locale)) {
      for (const entry of translations) fail(entry, `${locale} is not one of Strapi's locales (runtime/i18n/locales.json)`);
      continue;
    }
    await importEntries(translations, locale);
  }

  summary.media = media.uploaded;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const total = summary.created + summary.updated - [...failed].filter((f) => documentIds.has(f)).length;
  log.info(
    `[seed] ${total} of ${entries.length} entries imported (${summary.created} created, ${summary.updated} updated), ` +
      `${summary.media} media uploaded, ${summary.failed} failed, ${summary.warnings} warnings in ${seconds} s; ` +
      `${summary.translations} of the entries are translations`
  );
  return { ...summary, entries: entries.length, imported: total, failedFiles: [...failed].sort() };
}

/** True when no api:: content type has a single document: the first boot of a fresh database. */
async function isDatabaseEmpty(strapi) {
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (uid.startsWith('api::') && (await strapi.db.query(uid).count()) > 0) return false;
  }
  return true;
}

module.exports = { importContentPack, isDatabaseEmpty, DEFAULT_CONTENT_DIR };
