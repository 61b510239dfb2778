'use strict';

const { endedSession } = require('./endedSession');

/** The auth routes that go through the site alone: the site checks the visitor (bot check, rate limit) first. */
const FROM_SITE = ['auth.register', 'auth.forgotPassword', 'auth.sendEmailConfirmation'];

/** Wraps a factory-made part of the plugin (`({ strapi }) => ({ ... })`), replacing some of what it makes. */
function extend(factory, replace) {
  return (deps) => {
    const made = factory(deps);
    return { ...made, ...replace(made, deps) };
  };
}

/**
 * Strapi's answer to "send this address a mail" must not tell who has an account: users-permissions answers an
 * unknown address at once and fails (500, "Already confirmed" …) only for a known one. Every outcome after the
 * address's format is checked is the same `ok` answer; the failure goes to the log.
 */
function sameAnswer(action, answer, strapi) {
  return async (ctx, next) => {
    try {
      await action(ctx, next);
    } catch (error) {
      if (error && error.name === 'ValidationError') throw error;
      strapi.log.error(`[users-permissions] ${ctx.path}: ${error && error.message}`);
    }
    ctx.status = 200;
    ctx.body = answer(ctx);
  };
}

/**
 * The site's hardening of users-permissions:
 * - registration and the mails take the site's secret (src/middlewares/register-from-site.js), set on the routes
 *   themselves so every spelling of their paths the router accepts is covered, before the plugin's rate limit;
 * - forgot-password and send-email-confirmation answer the same for every address;
 * - an access token of a session that ended (sign-out, password change, reset) is refused at once, not when it
 *   expires: Strapi's session manager checks only the token's signature.
 */
module.exports = (plugin) => {
  const routes = plugin.routes['content-api'].routes;
  for (const handler of FROM_SITE) {
    const route = routes.find((candidate) => candidate.handler === handler);
    if (!route) throw new Error(`users-permissions has no ${handler} route: check src/extensions/users-permissions after a Strapi upgrade`);
    route.config = { ...route.config, middlewares: ['global::register-from-site', ...((route.config && route.config.middlewares) || [])] };
  }

  plugin.controllers.auth = extend(plugin.controllers.auth, (made, { strapi }) => ({
    forgotPassword: sameAnswer(made.forgotPassword, () => ({ ok: true }), strapi),
    sendEmailConfirmation: sameAnswer(made.sendEmailConfirmation, (ctx) => ({ email: ctx.request.body && ctx.request.body.email, sent: true }), strapi),
  }));

  plugin.services.jwt = extend(plugin.services.jwt, (made, { strapi }) => ({
    async verify(token) {
      const payload = await made.verify(token);
      if (payload && payload.sessionId && (await endedSession(strapi, payload.sessionId))) throw new Error('Invalid token.');
      return payload;
    },
  }));
  return plugin;
};
