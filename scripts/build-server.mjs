// The server as one JavaScript file (decision 031): apps/server/dist/main.js, which `npm start`,
// the browser tests and the benchmark run with plain `node`. `npm run dev` and the CLIs keep tsx.
//   node scripts/build-server.mjs           build when the sources are newer than the bundle
//   node scripts/build-server.mjs --force   build anyway
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root } from './lib.mjs';

export const serverEntry = join(root, 'apps/server/src/main.ts');
export const serverOutDir = join(root, 'apps/server/dist');
export const serverBundle = join(serverOutDir, 'main.js');

/** What the bundle is made of: our three packages' sources and manifests, and the lock file. */
const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/db/src',
  'packages/db/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
  'packages/db/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'scripts/build-server.mjs',
].map((path) => join(root, path));

/** True when apps/server/dist/main.js is missing or older than anything it is built from. */
export function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return serverSources.some((source) => newestMtime(source) > built);
}

/**
 * esbuild bundles our workspace packages (@portledger/*) and relative imports into one ES module;
 * every other package stays an import from node_modules, loaded by Node as it is (native parts,
 * WebAssembly and files they read beside themselves included). Our code finds files beside its
 * own source (migrations, seed data, package.json, the web build) through `import.meta.url`, so
 * each module's `import.meta.url` becomes its source file's URL, relative to the bundle, which
 * keeps working wherever the checkout is moved.
 */
const keepSourceLocations = {
  name: 'portledger-server',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portledger/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(serverOutDir, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * The reference seed's source digest (packages/db/src/seeds/reference/fingerprint.ts), computed by
 * that module itself through tsx: the bundle carries the digest of the sources it holds, not of
 * whatever the checkout holds when it runs.
 */
function seedSourcesDigest() {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const m = await import('./packages/db/src/seeds/reference/fingerprint.ts'); process.stdout.write(m.seedSourcesDigest());",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0 || !/^[0-9a-f]{64}$/.test(result.stdout)) {
    throw new Error(`could not compute the reference seed's digest: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  const started = performance.now();
  await build({
    define: { __SEED_SOURCES_DIGEST__: JSON.stringify(seedSourcesDigest()) },
    entryPoints: [serverEntry],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepSourceLocations],
  });
  return performance.now() - started;
}

/** Builds the bundle when it is stale (or `force`); on a build error, says so and exits. */
export async function buildServerIfNeeded({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server (apps/server/dist/main.js)...');
  try {
    const ms = await buildServer();
    console.log(`Built the server in ${Math.round(ms)} ms.`);
  } catch (error) {
    // esbuild has printed the errors with their source locations.
    console.error('The server did not build:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServerIfNeeded({ force: process.argv.includes('--force') });
}
