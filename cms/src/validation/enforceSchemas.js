'use strict';

const { errors } = require('@strapi/utils');
const { documentProblems } = require('./documentProblems');

/** Every component, dynamic zone, media field and relation of a model, as deep as it goes: the document as stored. */
function deepPopulate(strapi, attributes) {
  const populate = {};
  // a component with nothing to populate inside is `true`: Strapi reads `{ populate: {} }` as populating nothing
  const component = (uid) => {
    const inner = deepPopulate(strapi, strapi.components[uid].attributes);
    return Object.keys(inner).length > 0 ? { populate: inner } : true;
  };
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'component') {
      populate[name] = component(attribute.component);
    } else if (attribute.type === 'dynamiczone') {
      const on = {};
      for (const uid of attribute.components) on[uid] = component(uid);
      populate[name] = { on };
    } else if (attribute.type === 'media' || (attribute.type === 'relation' && !String(attribute.target).startsWith('admin::'))) {
      populate[name] = true;
    }
  }
  return populate;
}

const refuse = (problems) =>
  new errors.ValidationError(
    problems.length === 1 ? problems[0].message : `${problems.length} fields break the site's rules: ${problems.map((p) => p.message).join('; ')}`,
    // the admin's edit view shows each of these at its field (Strapi's own validation error shape)
    { errors: problems.map(({ path, message }) => ({ path, message, name: 'ValidationError' })) },
  );

/**
 * Runs the site's generated validators inside Strapi on every create, update and publish of a content type the
 * schemas describe (pages with their sections, articles, navigation ...), through the REST API, the admin and the
 * seeder alike. A document is checked as stored, after the write and inside its transaction, so a partial update is
 * judged with the fields it keeps, and a refused write leaves nothing behind. Drafts may be unfinished (required
 * fields missing); nothing the site would drop can be published.
 */
function enforceSchemas(strapi, rules) {
  // a model's populate tree and dynamic zones are fixed once Strapi runs: worked out on its first write, not every one
  const shapes = new Map();
  const shapeOf = (uid, model) => {
    if (!shapes.has(uid)) {
      const dynamicZones = Object.entries(model.attributes).filter(([, a]) => a.type === 'dynamiczone').map(([name]) => name);
      shapes.set(uid, { populate: deepPopulate(strapi, model.attributes), dynamicZones });
    }
    return shapes.get(uid);
  };
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (!rules.contentTypes.has(uid) || !['create', 'update', 'publish'].includes(action)) return next();
    const model = strapi.contentTypes[uid];
    const { populate, dynamicZones } = shapeOf(uid, model);
    const check = async (documentId, publishing) => {
      const version = model.options?.draftAndPublish ? { status: 'draft' } : {};
      const stored = await strapi.documents(uid).findOne({ documentId, ...version, ...(params.locale ? { locale: params.locale } : {}), populate });
      const problems = documentProblems(rules, uid, stored, { publishing, dynamicZones });
      if (problems.length > 0) throw refuse(problems);
    };
    // a type without drafts publishes every save
    const publishing = !model.options?.draftAndPublish || params.status === 'published' || action === 'publish';
    return strapi.db.transaction(async () => {
      if (action === 'publish') {
        await check(params.documentId, true);
        return next();
      }
      const result = await next();
      const documentId = result?.documentId ?? params.documentId;
      if (documentId) await check(documentId, publishing);
      return result;
    });
  });
}

module.exports = { enforceSchemas, deepPopulate };
