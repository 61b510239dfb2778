'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { projectRoot } = require('../validation/loadRules');

/** The site's locales (runtime/i18n/locales.json): `{ default: 'en-GB', locales: [{ code, name, prefix }] }`. */
function readLocales(env = process.env) {
  return JSON.parse(readFileSync(join(projectRoot(env), 'runtime', 'i18n', 'locales.json'), 'utf8'));
}

/**
 * Strapi's i18n locales as runtime/i18n/locales.json lists them: each created if missing, its default the file's
 * default. Locales the file does not list are left alone (deleting one deletes its entries). Idempotent: returns
 * what it changed, in words.
 */
async function configureLocales(strapi, config = readLocales()) {
  const locales = strapi.plugin('i18n').service('locales');
  const changes = [];
  for (const { code, name } of config.locales) {
    if (await locales.findByCode(code)) continue;
    await locales.create({ code, name });
    changes.push(`locale ${code} created`);
  }
  if ((await locales.getDefaultLocale()) !== config.default) {
    await locales.setDefaultLocale({ code: config.default });
    changes.push(`default locale ${config.default}`);
  }
  return changes;
}

/**
 * Sets the locales up before Strapi's own i18n steps: before the schema sync of a database that has them (a type
 * that becomes localised then gives its entries the default locale, not Strapi's stock `en`), and after the sync of
 * a new database, before the i18n plugin's bootstrap would create `en` there.
 */
function registerLocales(strapi, config = readLocales()) {
  const configure = async () => {
    const table = strapi.db.metadata.get('plugin::i18n.locale').tableName;
    if (!(await strapi.db.getSchemaConnection().hasTable(table))) return;
    for (const change of await configureLocales(strapi, config)) strapi.log.info(`[setup] i18n: ${change}`);
  };
  strapi.hook('strapi::content-types.beforeSync').register(configure);
  strapi.hook('strapi::content-types.afterSync').register(configure);
}

module.exports = { configureLocales, registerLocales, readLocales };
