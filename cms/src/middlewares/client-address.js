'use strict';

const { isIP } = require('node:net');
const { fromSite } = require('../proxySecret');

/** The header that names the visitor's address. */
const CLIENT_HEADER = 'x-client-ip';

/**
 * Takes the visitor's address from the site, which relays every sign-in (site/server/auth). Strapi keys the
 * users-permissions rate limit of /auth/local and the other auth routes on the caller's address, and every call
 * the site makes comes from the site's address: without this, ten failed logins a minute by anyone locked every
 * visitor out of signing in. A request that carries PROXY_SECRET in `x-proxy-secret` and an IP address in
 * `x-client-ip` is taken as coming from that address; any other keeps its own, so a caller that talks to Strapi
 * directly cannot pick the key it is limited by. Without PROXY_SECRET nothing changes.
 */
module.exports = (_config, { strapi }) => {
  const secret = process.env.PROXY_SECRET || '';
  if (!secret) strapi.log.warn('[client-address] PROXY_SECRET is not set: sign-ins relayed by the site share one rate limit');
  return async (ctx, next) => {
    const claimed = ctx.get(CLIENT_HEADER);
    if (claimed && isIP(claimed) && fromSite(ctx, secret)) ctx.request.ip = claimed;
    await next();
  };
};
