'use strict';

/** Where the site reads the sign-in providers an admin enabled: GET /api/stratum/auth-providers. */
const ROUTE = '/stratum/auth-providers';

/**
 * The names of the social sign-in providers enabled in Strapi (Settings › Users & Permissions › Providers), for the
 * site's sign-in buttons: `{ data: ['github', …] }`. `email` is the password sign-in, not a button. Names only: keys
 * and secrets stay here.
 */
async function enabledProviders(strapi) {
  const grant = (await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) || {};
  return Object.keys(grant)
    .filter((name) => name !== 'email' && grant[name] && grant[name].enabled === true)
    .sort();
}

function registerAuthProviders(strapi) {
  strapi.server.routes({
    type: 'content-api',
    routes: [
      {
        method: 'GET',
        path: ROUTE,
        handler: async (ctx) => {
          ctx.body = { data: await enabledProviders(strapi) };
        },
        config: { auth: false },
      },
    ],
  });
}

module.exports = { ROUTE, enabledProviders, registerAuthProviders };
