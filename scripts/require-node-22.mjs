// npm scripts must run on the Node 22 that the `node` devDependency puts in node_modules/.bin.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 22) {
  console.error(
    `Node 22 is required, but npm ran this with Node ${process.versions.node}. ` +
      'Run "npm install" (it installs Node 22 into node_modules/.bin) and use npm scripts.',
  );
  process.exit(1);
}
