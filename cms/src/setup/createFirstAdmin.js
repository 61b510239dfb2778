'use strict';

/**
 * Creates the first admin user from adminCredentials() when there is none, so /admin works at once. Without a
 * password (production without ADMIN_PASSWORD) it creates none and says where the first admin registers instead.
 */
async function createFirstAdmin(strapi, { email, password }) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return undefined;
  if (!password) {
    const signUp = strapi.config.get('admin.absoluteUrl') || '/admin';
    strapi.log.warn(`[setup] no admin user yet: register the first one at ${signUp} (Strapi's own sign-up), or set ADMIN_PASSWORD (and ADMIN_EMAIL) and restart`);
    return undefined;
  }
  const attributes = { email, firstname: 'Stratum', lastname: 'Admin', password };
  if (typeof users.createFirstAdmin === 'function') {
    await users.createFirstAdmin(attributes);
  } else {
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    await users.create({ ...attributes, registrationToken: null, isActive: true, roles: [superAdmin.id] });
  }
  return email;
}

module.exports = { createFirstAdmin };
