'use strict';

// `npm run seed` (root: `npm run cms:seed`): imports the content pack into the configured database even when
// it already holds content; entries are matched by their uid field, so it updates instead of duplicating.
const path = require('path');

/**
 * Resolves once no query holds or waits for a database connection, twice in a row. The document service emits each
 * entry event without awaiting it, and the event first reads the entry back: closing the pool under those reads
 * rejects them (`aborted`), which on PostgreSQL ends the run with exit code 1 after a complete import.
 */
async function databaseIdle(strapi) {
  const pool = strapi.db.connection.client.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0;
  for (let quiet = 0; quiet < 2; quiet = busy() ? 0 : quiet + 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

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
    await databaseIdle(strapi);
    await strapi.destroy();
  }
  process.exit(result && result.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
