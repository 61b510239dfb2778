'use strict';

/** Where Strapi's session manager keeps the sessions of every origin. */
const SESSIONS = 'admin::session';

/**
 * Whether the session an access token names is over: signed out (deleted), replaced by a password change or reset
 * (deleted), refreshed into a newer one (rotated), or past its expiry. Only an active, current session lets a token in.
 */
async function endedSession(strapi, sessionId) {
  const session = await strapi.db.query(SESSIONS).findOne({ where: { sessionId } });
  if (!session || session.origin !== 'users-permissions' || session.status !== 'active') return true;
  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now) return true;
  return Boolean(session.absoluteExpiresAt) && new Date(session.absoluteExpiresAt).getTime() <= now;
}

module.exports = { endedSession };
