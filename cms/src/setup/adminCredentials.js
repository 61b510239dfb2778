'use strict';

// Development defaults, documented in cms/README.md: anyone who read it knows this password, so production never
// takes it (here and in retireDevelopmentPassword.js).
const DEFAULT_EMAIL = 'admin@stratum.local';
const DEFAULT_PASSWORD = 'Stratum-dev-2026';

/**
 * The first admin's email and password: ADMIN_EMAIL and ADMIN_PASSWORD, else the development defaults. In production
 * there is no default password, and an ADMIN_PASSWORD equal to the development one is refused with an error line:
 * `password` is then undefined.
 */
function adminCredentials(strapi, env = process.env) {
  const email = env.ADMIN_EMAIL || DEFAULT_EMAIL;
  if (env.NODE_ENV !== 'production') return { email, password: env.ADMIN_PASSWORD || DEFAULT_PASSWORD };
  if (env.ADMIN_PASSWORD === DEFAULT_PASSWORD) {
    strapi.log.error('[setup] ADMIN_PASSWORD is the development password: refused in production, no admin gets it; set another');
    return { email, password: undefined };
  }
  return { email, password: env.ADMIN_PASSWORD || undefined };
}

module.exports = { adminCredentials, DEFAULT_EMAIL, DEFAULT_PASSWORD };
