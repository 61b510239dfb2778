'use strict';

/** users-permissions advanced settings: public registration on, e-mail confirmation off. Idempotent. */
async function configureRegistration(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const current = (await store.get()) || {};
  if (current.allow_register === true && current.email_confirmation === false) return false;
  await store.set({ value: { ...current, allow_register: true, email_confirmation: false } });
  return true;
}

module.exports = { configureRegistration };
