'use strict';

// a single type has no findOne: its one document is read with find
const READ_ACTIONS = { collectionType: ['find', 'findOne'], singleType: ['find'] };

/**
 * Lets the Public role read every content type of the app (find, and findOne for collections); leaves every other permission,
 * including users-permissions' own register/login defaults, as Strapi set it. Idempotent. A type whose schema says
 * `publicRead: false` (x-strapi in schemas/content/: support requests, which visitors send and only editors read) is
 * left out.
 */
async function grantPublicRead(strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const publicRole = await roles.findOne({ where: { type: 'public' } });
  if (!publicRole) throw new Error('users-permissions has no public role');

  const wanted = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::') && contentType.options?.publicRead !== false)
    .flatMap((contentType) => READ_ACTIONS[contentType.kind].map((action) => `${contentType.uid}.${action}`));
  const existing = await permissions.findMany({ where: { role: publicRole.id, action: { $in: wanted } } });
  const have = new Set(existing.map((permission) => permission.action));
  const missing = wanted.filter((action) => !have.has(action));
  for (const action of missing) {
    await permissions.create({ data: { action, role: publicRole.id } });
  }
  return missing;
}

module.exports = { grantPublicRead };
