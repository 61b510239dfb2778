'use strict';

const { fromSite } = require('../proxySecret');

/**
 * Accounts are made through the site alone, whose register form checks a visitor with ALTCHA before it relays the
 * registration (site/server/register): a call to users-permissions' POST /auth/local/register that does not carry
 * PROXY_SECRET in `x-proxy-secret` came around that check and is refused (403). Without PROXY_SECRET no one may
 * register here. Attached to that route alone (src/extensions/users-permissions/strapi-server.js).
 */
module.exports = (_config, { strapi }) => {
  const secret = process.env.PROXY_SECRET || '';
  if (!secret) strapi.log.warn('[register-from-site] PROXY_SECRET is not set: registration is closed; set it here and on the site');
  return async (ctx, next) => {
    if (!fromSite(ctx, secret)) return ctx.forbidden('Accounts are made through the site’s register form');
    return next();
  };
};
