'use strict';

const NAME = 'Stratum site: purge content cache';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

/**
 * Keeps one webhook that tells the site to purge its content cache when SITE_URL and PURGE_SECRET
 * are set: `{SITE_URL}/api/cache/purge` with the `x-purge-secret` header. Idempotent: updates it when the
 * address or secret changed, disables it when the variables are gone.
 */
async function registerPurgeWebhook(strapi, env = process.env) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const events = EVENTS.filter((event) => [...store.allowedEvents.values()].includes(event));
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === NAME);
  const siteUrl = (env.SITE_URL || '').replace(/\/+$/, '');
  const secret = env.PURGE_SECRET;

  if (!siteUrl || !secret) {
    if (existing && existing.isEnabled) {
      const updated = await store.updateWebhook(existing.id, { ...existing, isEnabled: false });
      runner.update(updated);
      return 'disabled';
    }
    return 'skipped';
  }
  const wanted = { name: NAME, url: `${siteUrl}/api/cache/purge`, headers: { 'x-purge-secret': secret }, events, isEnabled: true };
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    return 'created';
  }
  const same =
    existing.url === wanted.url &&
    existing.isEnabled &&
    JSON.stringify(existing.headers) === JSON.stringify(wanted.headers) &&
    JSON.stringify(existing.events) === JSON.stringify(wanted.events);
  if (same) return 'unchanged';
  runner.update(await store.updateWebhook(existing.id, wanted));
  return 'updated';
}

module.exports = { registerPurgeWebhook };
