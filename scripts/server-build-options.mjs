// esbuild's options for the server as JavaScript, shared by `npm run build:server` and the bench's
// bundle, so that the bench measures what `npm start` runs.
export const serverBuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // packages stay in node_modules, as a production install has them
  packages: 'external',
  // stack traces name our files and functions, which logs of a production incident need
  keepNames: true,
  logLevel: 'warning',
};
