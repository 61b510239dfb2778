'use strict';

// Words that read better in capitals than in sentence case, by the lower-case word of a property name.
const ACRONYMS = {
  api: 'API', cta: 'CTA', ctas: 'CTAs', faq: 'FAQ', faqs: 'FAQs', html: 'HTML', id: 'ID', seo: 'SEO', tld: 'TLD',
  tlds: 'TLDs', toc: 'TOC', url: 'URL', urls: 'URLs',
};
// Names of fields whose value names an item of a list: the header of a repeatable component's entries.
const HEADER_NAMES = ['title', 'label', 'heading', 'name', 'question'];
// Strapi attribute types that hold a line of text and that the content manager accepts as a main field.
const TEXT_TYPES = new Set(['string', 'text', 'email', 'uid']);

/** `metaTitle` → "Meta title", `ctas` → "CTAs", `profileUrl` → "Profile URL": a label for a property without a title. */
function fieldLabel(name) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = name, ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** Editors have no copy of the spec: "(SPEC §3)" goes, "(SPEC §4 Chat: opens it)" keeps "(opens it)". */
function forEditors(description) {
  return description.replace(/\s*\(SPEC §[^():]*\)/g, '').replace(/\(SPEC §[^():]*:\s*/g, '(').trim();
}

/**
 * The schema a property's `$ref` points at when it is a shared value definition (anchor, spacing, a page
 * reference): its words are the property's. A component or media schema describes the stored object, not the field.
 */
function valueDefinition(property, from, byId) {
  if (typeof property.$ref !== 'string' || typeof from.$id !== 'string') return undefined;
  const url = new URL(property.$ref, from.$id);
  url.hash = '';
  const target = byId.get(url.href);
  const annotation = target?.['x-strapi'];
  if (!target || annotation?.uid !== undefined || annotation?.type === 'media') return undefined;
  return target;
}

/** Label, help text and placeholder of one property: its own `title`, `description` and first string example. */
function fieldWords(name, property, from, byId) {
  const definition = valueDefinition(property, from, byId) ?? {};
  const description = property.description ?? definition.description;
  const example = (property.examples ?? definition.examples ?? [])[0];
  return {
    label: typeof property.title === 'string' && property.title ? property.title : fieldLabel(name),
    description: typeof description === 'string' ? forEditors(description) : '',
    placeholder: typeof example === 'string' ? example : '',
  };
}

/**
 * The field whose value heads each entry of a list of this component, among fields holding a line of text: a
 * required one named like a title (HEADER_NAMES), else the first required one, else any named like a title.
 */
function headerField(schema, attributes) {
  const text = Object.keys(schema.properties ?? {}).filter((name) => TEXT_TYPES.has(attributes[name]?.type));
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const named = text.filter((name) => HEADER_NAMES.includes(name));
  return named.find((name) => required.has(name)) ?? text.find((name) => required.has(name)) ?? named[0];
}

/**
 * What the content manager's edit view should say for one generated model, from its schema: the words of each
 * attribute that comes from a schema property (by name) and, for a component, its main field.
 * @param schema the model's JSON Schema
 * @param byId every schema by `$id`, to follow a `$ref`
 * @param attributes the model's attributes as Strapi loaded them
 * @param isComponent whether the model is a component (only those get a main field)
 */
function editViewWords(schema, byId, attributes, isComponent) {
  const fields = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!attributes[name] || !property || property['x-strapi']?.type === 'omit') continue;
    fields[name] = fieldWords(name, property, schema, byId);
  }
  const mainField = isComponent ? headerField(schema, attributes) : undefined;
  return { fields, ...(mainField ? { mainField } : {}) };
}

module.exports = { editViewWords };
