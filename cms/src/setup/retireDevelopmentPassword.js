'use strict';

const { DEFAULT_PASSWORD } = require('./adminCredentials');

// Strapi's CLI loads the whole app, bootstrap included, before it resets a password: refusing there would block the
// very fix the refusal names
const RESET_COMMANDS = new Set(['admin:reset-user-password', 'admin:reset-password']);

/**
 * In production no admin may keep the development password (a database seeded by `strapi develop`, then started
 * with `npm start`). The admin that is ADMIN_EMAIL gets ADMIN_PASSWORD instead, when there is one; any other such
 * admin stops the start with an error that names it and the fix. Passwords are compared by Strapi's own admin auth
 * service. Returns the emails whose password was replaced.
 */
async function retireDevelopmentPassword(strapi, { email, password }, env = process.env, argv = process.argv) {
  if (env.NODE_ENV !== 'production' || argv.slice(2).some((arg) => RESET_COMMANDS.has(arg))) return [];
  const auth = strapi.service('admin::auth');
  const admins = await strapi.db.query('admin::user').findMany({ select: ['id', 'email', 'password'] });
  const replaced = [];
  const stuck = [];
  for (const admin of admins) {
    if (!admin.password || !(await auth.validatePassword(DEFAULT_PASSWORD, admin.password))) continue;
    if (password && admin.email.toLowerCase() === email.toLowerCase()) {
      await strapi.service('admin::user').updateById(admin.id, { password });
      replaced.push(admin.email);
    } else {
      stuck.push(admin.email);
    }
  }
  if (stuck.length > 0) {
    const who = stuck.length === 1 ? `admin ${stuck[0]} still has` : `admins ${stuck.join(', ')} still have`;
    throw new Error(
      `[setup] ${who} the development password, refused in production: in cms/ run \`npm run strapi -- admin:reset-user-password --email ${stuck[0]} --password <new password>\`, or start with ADMIN_EMAIL=${stuck[0]} and ADMIN_PASSWORD=<new password>`,
    );
  }
  return replaced;
}

module.exports = { retireDevelopmentPassword };
