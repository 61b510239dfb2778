'use strict';

const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * Where the codegen output lives: the repo root's schemas/ and runtime/generated/validators/ (the site runs the
 * same validators). STRATUM_ROOT points elsewhere, for an image that copies them beside cms/.
 */
function projectRoot(env = process.env) {
  return env.STRATUM_ROOT || join(__dirname, '..', '..', '..');
}

/** Every schema file under schemas/, by its path relative to schemas/ (`shared/anchor.schema.json`). */
function readSchemas(root) {
  const schemas = new Map();
  for (const kind of readdirSync(join(root, 'schemas'))) {
    for (const file of readdirSync(join(root, 'schemas', kind))) {
      if (file.endsWith('.schema.json')) schemas.set(`${kind}/${file}`, JSON.parse(readFileSync(join(root, 'schemas', kind, file), 'utf8')));
    }
  }
  return schemas;
}

/**
 * Every schema object holding a `pattern`, by the pattern: ajv names a broken pattern by its text (the place it
 * reports is relative to an unnamed $ref target), and the schema beside it has the example and the description.
 */
function patternSchemas(schemas) {
  const patterns = new Map();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (typeof node.pattern === 'string' && !patterns.has(node.pattern)) patterns.set(node.pattern, node);
    for (const [key, child] of Object.entries(node)) if (key !== 'examples') visit(child);
  };
  for (const schema of schemas.values()) visit(schema);
  return patterns;
}

/** The generated validators of one folder (`sections`, `content`), by file name without `.js`. */
async function importValidators(root, kind) {
  const dir = join(root, 'runtime', 'generated', 'validators', kind);
  const validators = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js')).sort()) {
    // the validators are ES modules (the site imports them); import() loads them from CommonJS
    const { validate } = await import(pathToFileURL(join(dir, file)).href);
    validators.set(file.slice(0, -3), validate);
  }
  return validators;
}

/**
 * The site's rules, loaded once at boot: section validators by component uid (`sections.faqs`), content-type
 * validators by uid (`api::page.page`), the schemas that hold a pattern, for the words of its errors, and the
 * site's withoutNulls (runtime/registry), which reads a document as the site does before validating it.
 */
async function loadRules(env = process.env) {
  const root = projectRoot(env);
  const schemas = readSchemas(root);
  const byUid = async (kind) => {
    const rules = new Map();
    for (const [name, validate] of await importValidators(root, kind)) {
      rules.set(schemas.get(`${kind}/${name}.schema.json`)['x-strapi'].uid, { validate });
    }
    return rules;
  };
  const [sections, contentTypes] = await Promise.all([byUid('sections'), byUid('content')]);
  const { withoutNulls } = await import(pathToFileURL(join(root, 'runtime', 'registry', 'withoutNulls.js')).href);
  return { sections, contentTypes, patterns: patternSchemas(schemas), withoutNulls };
}

module.exports = { loadRules, projectRoot };
