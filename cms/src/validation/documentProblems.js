'use strict';

const { ruleInWords } = require('./ruleInWords');

// What Strapi keeps beside a document's own fields: none of it is the content the schemas describe.
const MANAGED = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'];

/** Keywords that say a draft is unfinished rather than wrong: a draft may lack them, a published document may not. */
const COMPLETENESS = new Set(['required', 'minItems']);
const isIncomplete = (error) => COMPLETENESS.has(error.keyword) || (error.keyword === 'minLength' && error.params.limit === 1);

/** `/items/0/answer` → ['items', '0', 'answer']; a missing property is named after its object. */
function pathOf(error) {
  const parts = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') parts.push(error.params.additionalProperty);
  return parts;
}

/** ['sections', '2', 'anchor'] → `sections[2].anchor`, as an editor reads a place in a form. */
function readablePath(path) {
  return path.reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

function problemsOf(rules, rule, data, prefix, publishing) {
  if (rule.validate(data)) return [];
  return (rule.validate.errors || [])
    .filter((error) => publishing || !isIncomplete(error))
    .map((error) => {
      const path = [...prefix, ...pathOf(error)];
      return { path, message: `${readablePath(path)} ${ruleInWords(rules, error)}` };
    });
}

/**
 * What the site would refuse in a document of a content type, as Strapi stores it (components and dynamic zones
 * populated): the content type's own schema, and each dynamic-zone item's section schema, exactly as the site's
 * validators check them. Each problem has the field's path (`['sections', '2', 'anchor']`) and a message in
 * words. A draft (`publishing` false) may still lack what is required; what it holds must already be right.
 */
function documentProblems(rules, uid, document, { publishing, dynamicZones = [] }) {
  const rule = rules.contentTypes.get(uid);
  if (!rule || !document) return [];
  // the site's own withoutNulls (loadRules): to a schema an empty optional field, null in Strapi, is an absent one
  const data = rules.withoutNulls(document);
  for (const key of MANAGED) delete data[key];
  const problems = problemsOf(rules, rule, data, [], publishing);
  for (const zone of dynamicZones) {
    (data[zone] || []).forEach((item, index) => {
      const { __component: component, id: _id, ...props } = item;
      const section = rules.sections.get(component);
      if (!section) {
        problems.push({ path: [zone, String(index)], message: `${zone}[${index}] is a "${component}" section, a type the site no longer has` });
        return;
      }
      problems.push(...problemsOf(rules, section, props, [zone, String(index)], publishing));
    });
  }
  return problems;
}

module.exports = { documentProblems, readablePath };
