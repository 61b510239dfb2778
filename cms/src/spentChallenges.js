'use strict';

const { randomUUID } = require('node:crypto');
const { fromSite } = require('./proxySecret');

/** A table of this app's own, outside the content types: Strapi's schema sync leaves tables it never made alone. */
const TABLE = 'stratum_spent_challenges';
/** Where the site claims a challenge, under the REST prefix: POST /api/stratum/spent-challenges. */
const ROUTE = '/stratum/spent-challenges';
/** The longest a claim is kept: ALTCHA's ten minutes and the minute of clock skew the site allows. */
const MAX_TTL_MS = 11 * 60_000;
/** How often spent challenges that have expired are swept out. */
const SWEEP_EVERY_MS = 60_000;
/** An ALTCHA challenge's signature: hex HMAC, or another short token of letters, digits and base64's signs. */
const SIGNATURE = /^[A-Za-z0-9+/=_-]{16,128}$/;

/** Creates the table when it is missing: one row per spent challenge, its signature the primary key. */
async function ensureSpentChallengesTable(strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(TABLE)) return false;
  await knex.schema.createTable(TABLE, (table) => {
    table.string('signature', 128).primary();
    table.string('token', 36).notNullable();
    table.bigInteger('expires_at').notNullable().index();
  });
  return true;
}

/** Strapi's error body, as the site's client reads it. */
function fail(ctx, status, name, message) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/**
 * The handler of POST /api/stratum/spent-challenges: the register form's ALTCHA payloads are single use across
 * every instance of the site (site/server/botProtection/strapiSpentChallenges.ts). The site sends
 * `{data: {signature, expiresAt}}` with PROXY_SECRET in `x-proxy-secret` once it has verified a payload; the first
 * claim of a signature gets 201, any later one 409 until the challenge expires. Two instances claiming at once are
 * told apart by the primary key: each inserts its own token, the insert of the second is ignored, and the token read
 * back names the one that won, on SQLite, PostgreSQL and MySQL alike.
 */
function createClaimHandler(strapi, { secret = process.env.PROXY_SECRET || '', now = Date.now } = {}) {
  const knex = () => strapi.db.connection;
  let sweptAt = 0;
  return async (ctx) => {
    if (!secret) return fail(ctx, 404, 'NotFoundError', 'Not Found: set PROXY_SECRET to share spent challenges');
    if (!fromSite(ctx, secret)) return fail(ctx, 401, 'UnauthorizedError', 'Only the site may claim challenges');
    const data = ctx.request.body && ctx.request.body.data;
    const signature = data && data.signature;
    const expiresAt = data && data.expiresAt;
    const at = now();
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return fail(ctx, 400, 'ValidationError', 'data.signature must be 16 to 128 letters, digits or base64 signs');
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= at || expiresAt > at + MAX_TTL_MS) {
      return fail(ctx, 400, 'ValidationError', 'data.expiresAt must be a time in ms within the next 11 minutes');
    }
    if (at - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = at;
      await knex()(TABLE).where('expires_at', '<=', at).delete();
    }
    const token = randomUUID();
    await knex()(TABLE).insert({ signature, token, expires_at: expiresAt }).onConflict('signature').ignore();
    // an expired claim is never asked for again: a signature covers its challenge's expiry, refused above once past
    const row = await knex()(TABLE).where({ signature }).first('token');
    if (!row || row.token !== token) return fail(ctx, 409, 'ConflictError', 'This challenge was already spent');
    ctx.status = 201;
    ctx.body = { data: { signature, expiresAt } };
  };
}

/** Adds the route to Strapi's content API, with no users-permissions check: the secret is its guard. */
function registerSpentChallenges(strapi) {
  strapi.server.routes({
    type: 'content-api',
    routes: [{ method: 'POST', path: ROUTE, handler: createClaimHandler(strapi), config: { auth: false } }],
  });
}

module.exports = { TABLE, ROUTE, ensureSpentChallengesTable, createClaimHandler, registerSpentChallenges };
