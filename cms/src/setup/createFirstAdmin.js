'use strict';

// Development defaults, documented in cms/README.md: set ADMIN_EMAIL and ADMIN_PASSWORD anywhere else.
const DEFAULT_EMAIL = 'admin@stratum.local';
const DEFAULT_PASSWORD = 'Stratum-dev-2026';

/** Creates the first admin user from ADMIN_EMAIL / ADMIN_PASSWORD when there is none, so /admin works at once. */
async function createFirstAdmin(strapi, env = process.env) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return undefined;
  const email = env.ADMIN_EMAIL || DEFAULT_EMAIL;
  const attributes = { email, firstname: 'Stratum', lastname: 'Admin', password: env.ADMIN_PASSWORD || DEFAULT_PASSWORD };
  if (typeof users.createFirstAdmin === 'function') {
    await users.createFirstAdmin(attributes);
  } else {
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    await users.create({ ...attributes, registrationToken: null, isActive: true, roles: [superAdmin.id] });
  }
  return email;
}

module.exports = { createFirstAdmin, DEFAULT_EMAIL, DEFAULT_PASSWORD };
