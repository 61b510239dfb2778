'use strict';

const path = require('path');
const { readContentPack, keyAttribute, identityFilters } = require('./readContentPack');
const { createMediaLibrary } = require('./mediaLibrary');
const { toDocumentData } = require('./toDocumentData');

const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '..', '..', '..', 'content');

function describe(error) {
  const details = error && error.details && Array.isArray(error.details.errors) ? error.details.errors : [];
  const more = details.map((d) => `${(d.path || []).join('.')}: ${d.message}`).join('; ');
  return more ? `${error.message} (${more})` : String((error && error.message) || error);
}

/**
 * Imports the content pack (content/README.md) into Strapi, creating or updating each entry by its uid field
 * (singles: the one document), so running it again converges instead of duplicating. Two passes: every entry
 * without relations first, then the entries that have relations, once all their targets exist. An entry that
 * fails is logged with its file and reason and the rest goes on; the run ends with one summary line.
 */
async function importContentPack(strapi, { contentDir = process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR, log = strapi.log } = {}) {
  const started = Date.now();
  const media = createMediaLibrary(strapi, path.join(contentDir, 'media'));
  const summary = { created: 0, updated: 0, failed: 0, warnings: 0, media: 0 };
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

  const entries = readContentPack(strapi, contentDir);
  const documentIds = new Map();

  const save = async (entry, data, existingId) => {
    const { contentType } = entry;
    const documents = strapi.documents(contentType.uid);
    const status = contentType.options && contentType.options.draftAndPublish && entry.data.publishedAt !== null ? { status: 'published' } : {};
    if (existingId) {
      await documents.update({ documentId: existingId, data, ...status });
      return existingId;
    }
    const created = await documents.create({ data, ...status });
    return created.documentId;
  };

  const findExisting = async (entry) => {
    const { contentType } = entry;
    if (contentType.kind === 'singleType') return (await strapi.documents(contentType.uid).findFirst({ fields: ['documentId'] }))?.documentId;
    const key = keyAttribute(contentType);
    if (key && entry.data[key] === undefined) entry.data[key] = entry.key;
    if (key && entry.data[key] !== entry.key) throw new Error(`${key} "${entry.data[key]}" does not match the file name "${entry.key}.json"`);
    const filters = identityFilters(contentType, entry.data);
    if (!filters) throw new Error(`cannot tell this entry apart: ${contentType.uid} has no uid attribute and the entry lacks its required fields`);
    return (await strapi.documents(contentType.uid).findFirst({ filters, fields: ['documentId'] }))?.documentId;
  };

  const withRelations = [];
  for (const entry of entries) {
    if (entry.error) {
      fail(entry, entry.error);
      continue;
    }
    try {
      const existing = await findExisting(entry);
      const { data, relations } = await toDocumentData(strapi, entry.contentType, entry.data, { media, withRelations: false, warn: warnFor(entry) });
      documentIds.set(entry.file, await save(entry, data, existing));
      summary[existing ? 'updated' : 'created'] += 1;
      if (relations > 0) withRelations.push(entry);
    } catch (error) {
      fail(entry, error);
    }
  }

  for (const entry of withRelations) {
    try {
      const { data } = await toDocumentData(strapi, entry.contentType, entry.data, { media, withRelations: true, warn: warnFor(entry) });
      await save(entry, data, documentIds.get(entry.file));
    } catch (error) {
      fail(entry, error);
    }
  }

  summary.media = media.uploaded;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const total = summary.created + summary.updated - [...failed].filter((f) => documentIds.has(f)).length;
  log.info(
    `[seed] ${total} of ${entries.length} entries imported (${summary.created} created, ${summary.updated} updated), ` +
      `${summary.media} media uploaded, ${summary.failed} failed, ${summary.warnings} warnings in ${seconds} s`
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
