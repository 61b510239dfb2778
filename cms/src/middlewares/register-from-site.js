'use strict';

const { fromSite } = require('../proxySecret');

/**
 * Accounts are made, and account mail is sent, through the site alone, which checks a visitor with ALTCHA before it
 * relays the request (site/server/register, site/server/auth): a call to users-permissions' register,
 * forgot-password or send-email-confirmation that does not carry PROXY_SECRET in `x-proxy-secret` came around that
 * check and is refused (403). Without PROXY_SECRET no one may register here. Attached to those routes alone
 * (src/extensions/users-permissions/strapi-server.js).
 */
module.exports = (_config, { strapi }) => {
  const secret = process.env.PROXY_SECRET || '';
  if (!secret) strapi.log.warn('[register-from-site] PROXY_SECRET is not set: registration is closed; set it here and on the site');
  return async (ctx, next) => {
    if (fromSite(ctx, secret)) return next();
    if (ctx.path.endsWith('/register') || ctx.path.endsWith('/register/')) return ctx.forbidden('Accounts are made through the site’s register form');
    return ctx.forbidden('Account mail is sent through the site');
  };
};
