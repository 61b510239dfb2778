'use strict';

/**
 * Lets a Strapi `json` attribute hold a plain string (a price's `{ref:prices:key}` placeholder) on every database.
 *
 * Strapi's json field (@strapi/database dist/fields/json.js) writes an object as JSON but a string as it is, which
 * PostgreSQL's jsonb refuses as invalid JSON, and reads a stored JSON string back with its quotes. The one form its
 * reader decodes to the original string on SQLite and PostgreSQL alike is the string encoded twice (how early
 * Strapi 5 releases stored every value), so every write of a string to a json attribute is stored that way: the
 * seed, the admin, the REST API and publishing (which copies the draft row) all pass through these hooks.
 */
/** A copy of one row's data with its json attributes' strings encoded twice; the caller's object stays as it was. */
function encodeStrings(attributes, data) {
  if (!data || typeof data !== 'object') return data;
  let out = data;
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'json' || typeof data[name] !== 'string') continue;
    if (out === data) out = { ...data };
    out[name] = JSON.stringify(JSON.stringify(data[name]));
  }
  return out;
}

function encodeEvent(event) {
  const attributes = event.model.attributes ?? {};
  const { data } = event.params;
  event.params.data = Array.isArray(data) ? data.map((row) => encodeStrings(attributes, row)) : encodeStrings(attributes, data);
}

/** Subscribes for every content type and component: component rows are written by their own queries. */
function storeJsonStrings(strapi) {
  strapi.db.lifecycles.subscribe({
    beforeCreate: encodeEvent,
    beforeCreateMany: encodeEvent,
    beforeUpdate: encodeEvent,
    beforeUpdateMany: encodeEvent,
  });
}

module.exports = { storeJsonStrings };
