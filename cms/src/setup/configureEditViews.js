'use strict';

const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { projectRoot } = require('../validation/loadRules');
const { editViewWords } = require('./editViewWords');

const EDIT_KEYS = ['label', 'description', 'placeholder'];
// the schema words written at the last boot: a word that differs from them was changed by an editor since
const RECORD = { type: 'core', name: 'stratum', key: 'edit_view_words' };

/** Every schema of the folders that make Strapi models, with its folder (`sections`, `shared`, `content`). */
function readSchemas(root) {
  const schemas = [];
  for (const kind of ['sections', 'shared', 'content']) {
    for (const file of readdirSync(join(root, 'schemas', kind)).filter((name) => name.endsWith('.schema.json'))) {
      schemas.push({ kind, schema: JSON.parse(readFileSync(join(root, 'schemas', kind, file), 'utf8')) });
    }
  }
  return schemas;
}

/** What the content manager shows before anyone configures a field (its name, no help, no placeholder). */
const strapiDefault = (name, key) => (key === 'label' ? name : '');
/** The content manager's own default main field: the first string attribute. */
const strapiMainField = (attributes) => Object.keys(attributes).find((name) => attributes[name].type === 'string') ?? 'id';

/**
 * The configuration to store for one model, or undefined when it already says what the schema says. A word
 * is replaced only while it is still the one written last time (before any, Strapi's default): an editor's own wins.
 */
function withWords(configuration, words, before, attributes) {
  const metadatas = structuredClone(configuration.metadatas);
  let settings = configuration.settings;
  let changed = false;
  for (const [name, wanted] of Object.entries(words.fields)) {
    const edit = metadatas[name]?.edit;
    if (!edit) continue;
    for (const key of EDIT_KEYS) {
      const ours = before?.fields?.[name]?.[key] ?? strapiDefault(name, key);
      if ((edit[key] === undefined || edit[key] === ours) && edit[key] !== wanted[key]) {
        edit[key] = wanted[key];
        changed = true;
      }
    }
  }
  const ourMainField = before?.mainField ?? strapiMainField(attributes);
  if (words.mainField && settings.mainField === ourMainField && settings.mainField !== words.mainField) {
    settings = { ...settings, mainField: words.mainField };
    changed = true;
  }
  return changed ? { settings, metadatas } : undefined;
}

/**
 * Gives the content manager's edit view of every generated model the words of its schema (label, help text,
 * placeholder per field; the header of a component's entries) through its own configuration services, after it
 * has synced them. Layouts and everything else an editor arranged stay as they are. Idempotent: it writes only
 * what changed. Returns the uids whose configuration it wrote.
 */
async function configureEditViews(strapi, root = projectRoot()) {
  const schemas = readSchemas(root);
  // value definitions (anchor, spacing) have no model of their own but lend a property their words
  const byId = new Map(schemas.map(({ schema }) => [schema.$id, schema]));
  const contentManager = strapi.plugin('content-manager');
  const store = strapi.store(RECORD);
  const previous = (await store.get()) ?? {};
  const record = {};
  const written = [];
  for (const { kind, schema } of schemas) {
    const uid = schema['x-strapi']?.uid;
    if (typeof uid !== 'string') continue;
    const isComponent = kind !== 'content';
    const model = isComponent ? strapi.components[uid] : strapi.contentTypes[uid];
    // a schema added since the last `npm run codegen` has no model yet
    if (!model) continue;
    const service = contentManager.service(isComponent ? 'components' : 'content-types');
    const words = editViewWords(schema, byId, model.attributes, isComponent);
    const update = withWords(await service.findConfiguration(model), words, previous[uid], model.attributes);
    if (update) {
      await service.updateConfiguration(model, update);
      written.push(uid);
    }
    record[uid] = words;
  }
  if (!isDeepStrictEqual(record, previous)) await store.set({ value: record });
  return written;
}

module.exports = { configureEditViews };
