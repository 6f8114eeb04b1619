// A campaign link that is new on every request, as a flood of distinct utm_* values sends.
// CommonJS, one function per file: autocannon's worker threads require() it (docs: "Workers").
const { randomBytes } = require('node:crypto');

module.exports = (request) => ({ ...request, path: `/?utm_source=newsletter-${randomBytes(6).toString('hex')}` });
