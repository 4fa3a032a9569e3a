// Loaded with `node --require` before vue-tsc and svelte-check (scripts/check-host-app.mjs): they
// drive TypeScript through its JavaScript API, which TypeScript 7 (this repository's) no longer
// has, so their `require('typescript…')` gets TypeScript 6, the devDependency `typescript6`.
const Module = require('node:module');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript6(request, ...rest) {
  const typescript6 =
    request === 'typescript' || request.startsWith('typescript/') ? `typescript6${request.slice('typescript'.length)}` : request;
  return resolveFilename.call(this, typescript6, ...rest);
};
