'use strict';

/**
 * Registration takes the site's secret (src/middlewares/register-from-site.js): set on the route itself, so that
 * every spelling of its path the router accepts (`/API/auth/local/register`, a trailing slash) is covered. It runs
 * before the plugin's rate limit, which then counts only registrations the site relayed.
 */
module.exports = (plugin) => {
  const route = plugin.routes['content-api'].routes.find((candidate) => candidate.handler === 'auth.register');
  if (!route) throw new Error('users-permissions has no auth.register route: check src/extensions/users-permissions after a Strapi upgrade');
  route.config = { ...route.config, middlewares: ['global::register-from-site', ...((route.config && route.config.middlewares) || [])] };
  return plugin;
};
