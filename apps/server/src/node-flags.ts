import flags from '../node-flags.json' with { type: 'json' };

/**
 * The V8 flags the server runs with (`npm start`, `npm run dev`, the benchmark), kept in
 * apps/server/node-flags.json so the scripts read the same list (decision 024). Without them V8
 * sizes the heap for the machine: on 24 GB it let the old generation grow to 4 × the live objects
 * before collecting, about 290 MB of heap for 80 MB of live objects under load. A limit under
 * 2 GB makes V8 collect at about 1.35 × the live size instead; 384 MB is 4-5 times what the
 * server keeps live, the limit past which the process would stop with an out-of-memory error.
 *
 * `--wasm-tiering-budget` (decision 038): V8 runs the embedded PostgreSQL's WebAssembly with its
 * baseline compiler first and recompiles a function with the optimizing one once it has run
 * "enough". At V8's default budget, the migrations' and the start's few queries already sent
 * hundreds of PostgreSQL's functions to the optimizer, whose background compiles took both cores
 * for most of a second of every start. Five and a half times that budget leaves the start to the
 * baseline code; under load the hot functions are optimized within seconds, as before.
 */
export const SERVER_NODE_FLAGS: readonly string[] = flags;

/** The flags of SERVER_NODE_FLAGS this process was started without (command line or NODE_OPTIONS). */
export function missingNodeFlags(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map((flag) => flag.replaceAll('_', '-')));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}
