'use strict';

/** The templates users-permissions seeds, recognised by their sender, so that an editor's own are never overwritten. */
const STRAPI_SENDER = 'no-reply@strapi.io';

/** `Name <address>` or a bare address, as EMAIL_FROM gives it. */
function parseSender(value) {
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return named ? { name: named[1], email: named[2] } : { name: '', email: value.trim() };
}

/** The account mails in the site's words, each with the link the visitor follows (SPEC §7: reset, confirmation). */
function siteTemplates(from) {
  return {
    reset_password: {
      object: 'Reset your password',
      message: `<p>Someone asked to reset the password of your account. If it was you, choose a new password here:</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    },
    email_confirmation: {
      object: 'Confirm your email address',
      message: `<p>Thank you for creating an account. Confirm your email address by following this link:</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>"><%= URL %>?confirmation=<%= CODE %></a></p>`,
    },
  }[from];
}

/**
 * users-permissions advanced settings: public registration on; e-mail confirmation as EMAIL_CONFIRMATION says
 * (`true`/`false`), else as an editor left it; the links in account mail lead to the site (SITE_URL): its
 * `/reset-password` page, and `/sign-in` after a confirmation. The seeded mail templates get the site's words and
 * sender (EMAIL_FROM). Idempotent: returns whether it changed anything.
 */
async function configureRegistration(strapi, env = process.env) {
  let changed = false;
  const advanced = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const current = (await advanced.get()) || {};
  const wanted = { ...current, allow_register: true };
  if (env.EMAIL_CONFIRMATION === 'true' || env.EMAIL_CONFIRMATION === 'false') wanted.email_confirmation = env.EMAIL_CONFIRMATION === 'true';
  else if (typeof current.email_confirmation !== 'boolean') wanted.email_confirmation = false;
  const site = (env.SITE_URL || '').replace(/\/+$/, '');
  if (site) {
    wanted.email_reset_password = `${site}/reset-password`;
    wanted.email_confirmation_redirection = `${site}/sign-in?confirmed=1`;
  }
  if (Object.keys(wanted).some((key) => wanted[key] !== current[key])) {
    await advanced.set({ value: wanted });
    changed = true;
  }

  const emails = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'email' });
  const templates = (await emails.get()) || {};
  const sender = parseSender(env.EMAIL_FROM || 'Lumen Hosting <accounts@stratum.local>');
  let rewritten = false;
  for (const name of ['reset_password', 'email_confirmation']) {
    const options = templates[name] && templates[name].options;
    if (!options || !options.from || options.from.email !== STRAPI_SENDER) continue;
    templates[name] = { ...templates[name], options: { ...options, from: sender, ...siteTemplates(name) } };
    rewritten = true;
  }
  if (rewritten) {
    await emails.set({ value: templates });
    changed = true;
  }
  return changed;
}

module.exports = { configureRegistration };
