// A campaign link that is new on every request, as a flood of distinct utm_* values sends.
// CommonJS, one function per file: autocannon's worker threads require() it (docs: "Workers").
module.exports = (request) => ({ ...request, path: `/?utm_source=newsletter-${crypto.randomUUID().slice(0, 12)}` });
