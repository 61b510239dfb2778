'use strict';

// `npm run seed` (root: `npm run cms:seed`): imports the content pack into the configured database even when
// it already holds content; entries are matched by their uid field, so it updates instead of duplicating.
const path = require('path');

async function main() {
  process.env.SEED_ON_BOOT = 'false';
  process.env.STRAPI_DISABLE_ADMIN = process.env.STRAPI_DISABLE_ADMIN || 'true';
  const { createStrapi, compileStrapi } = require('@strapi/strapi');
  const appDir = path.join(__dirname, '..');
  process.chdir(appDir);
  const context = await compileStrapi({ appDir });
  const strapi = await createStrapi(context).load();
  const { importContentPack } = require('../src/seed/importContentPack');
  let result;
  try {
    result = await importContentPack(strapi);
  } finally {
    await strapi.destroy();
  }
  process.exit(result && result.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
