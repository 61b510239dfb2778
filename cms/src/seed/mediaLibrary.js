'use strict';

const fs = require('fs');
const path = require('path');

const MIME = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif', '.avif': 'image/avif', '.mp4': 'video/mp4', '.webm': 'video/webm', '.pdf': 'application/pdf' };

/**
 * Uploads pack media (`content/media/<file>`) into the media library through the upload service, so Strapi
 * makes its responsive formats, once per file name: a file already in the library is reused.
 */
function createMediaLibrary(strapi, mediaDir) {
  const known = new Map();
  let uploaded = 0;

  async function fileFor(value) {
    const url = typeof value === 'string' ? value : value && value.url;
    if (typeof url !== 'string' || url === '') throw new Error('a media value needs a url');
    const name = path.basename(new URL(url, 'http://pack.invalid').pathname);
    if (known.has(name)) return known.get(name);
    const pending = (async () => {
      const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
      if (existing) return existing.id;
      const filepath = path.join(mediaDir, name);
      if (!fs.existsSync(filepath)) throw new Error(`media file ${path.relative(path.dirname(mediaDir), filepath)} does not exist`);
      const ext = path.extname(name).toLowerCase();
      const [file] = await strapi.plugin('upload').service('upload').upload({
        data: { fileInfo: { name, alternativeText: (value && value.alternativeText) || null, caption: (value && value.caption) || null } },
        files: { filepath, originalFilename: name, mimetype: MIME[ext] || 'application/octet-stream', size: fs.statSync(filepath).size },
      });
      uploaded += 1;
      return file.id;
    })();
    known.set(name, pending);
    pending.catch(() => known.delete(name));
    return pending;
  }

  return { fileFor, get uploaded() { return uploaded; } };
}

module.exports = { createMediaLibrary };
