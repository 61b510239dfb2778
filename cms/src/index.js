'use strict';

const { grantPublicRead } = require('./setup/grantPublicRead');
const { configureRegistration } = require('./setup/configureRegistration');
const { configureEditViews } = require('./setup/configureEditViews');
const { registerPurgeWebhook } = require('./setup/registerPurgeWebhook');
const { adminCredentials } = require('./setup/adminCredentials');
const { createFirstAdmin } = require('./setup/createFirstAdmin');
const { retireDevelopmentPassword } = require('./setup/retireDevelopmentPassword');
const { importContentPack, isDatabaseEmpty } = require('./seed/importContentPack');
const { ensureSpentChallengesTable, registerSpentChallenges } = require('./spentChallenges');
const { registerSupportRequests } = require('./supportRequests');
const { registerAuthProviders } = require('./authProviders');
const { loadRules } = require('./validation/loadRules');
const { unreachableDatabase } = require('./setup/checkDatabase');
const { enforceSchemas } = require('./validation/enforceSchemas');
const { storeJsonStrings } = require('./setup/storeJsonStrings');
const { registerLocales } = require('./setup/configureLocales');

module.exports = {
  /**
   * The site's own routes: POST /api/stratum/spent-challenges (src/spentChallenges.js) and
   * /api/stratum/support-requests (src/supportRequests.js), GET /api/stratum/auth-providers (src/authProviders.js).
   * First, an unreachable PostgreSQL ends the start in one line (src/setup/checkDatabase.js). The i18n locales of
   * runtime/i18n/locales.json are set up around the schema sync (src/setup/configureLocales.js).
   */
  async register({ strapi }) {
    const unreachable = await unreachableDatabase(strapi.config.get('database.connection'));
    if (unreachable) {
      console.error(unreachable);
      process.exit(1);
    }
    registerSpentChallenges(strapi);
    registerSupportRequests(strapi);
    registerAuthProviders(strapi);
    registerLocales(strapi);
    // the site's generated validators judge every save and publish (src/validation/enforceSchemas.js)
    enforceSchemas(strapi, await loadRules());
  },

  /**
   * Idempotent: safe on every boot. Public read access, registration settings, no admin with the development
   * password in production (replaced or refused: src/setup/retireDevelopmentPassword.js), a first admin user, the demo
   * content pack only on the first boot of an empty database (SEED_ON_BOOT=false skips it; `npm run seed` imports
   * it on demand), then the site's purge webhook.
   */
  async bootstrap({ strapi }) {
    // before any write: a string in a json attribute is stored so it reads back the same on every database
    storeJsonStrings(strapi);
    if (await ensureSpentChallengesTable(strapi)) strapi.log.info('[setup] table stratum_spent_challenges created');
    const granted = await grantPublicRead(strapi);
    if (granted.length > 0) strapi.log.info(`[setup] Public role may now ${granted.join(', ')}`);
    if (await configureRegistration(strapi)) strapi.log.info('[setup] users-permissions: registration, e-mail confirmation and account mail set');
    // the content manager's edit views speak the schemas' words (src/setup/configureEditViews.js)
    const labelled = await configureEditViews(strapi);
    if (labelled.length > 0) strapi.log.info(`[setup] content manager: schema labels and help for ${labelled.length} edit views`);
    const credentials = adminCredentials(strapi);
    for (const email of await retireDevelopmentPassword(strapi, credentials)) {
      strapi.log.info(`[setup] admin ${email} had the development password: replaced with ADMIN_PASSWORD`);
    }
    const admin = await createFirstAdmin(strapi, credentials);
    if (admin) strapi.log.info(`[setup] admin user ${admin} created (password from ADMIN_PASSWORD, see cms/README.md)`);

    if (process.env.SEED_ON_BOOT !== 'false' && (await isDatabaseEmpty(strapi))) {
      strapi.log.info('[seed] empty database: importing the demo content pack');
      await importContentPack(strapi);
    }
    // after the first import, so seeding an empty database does not send the site hundreds of purges
    const webhook = await registerPurgeWebhook(strapi);
    if (webhook !== 'unchanged' && webhook !== 'skipped') strapi.log.info(`[setup] purge webhook ${webhook}`);
  },
};
