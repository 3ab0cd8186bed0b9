import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seededFaqs } from '../faqs.ts';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));
const seedsDir = fileURLToPath(new URL('..', import.meta.url));
/** The packages whose data the seed copies (countries, currencies, ports). */
const dataPackages = ['i18n-iso-countries', 'currency-codes', 'sea-ports'];

/**
 * The server bundle's seedSourcesDigest() of the sources it was built from, written in by
 * scripts/build-server.mjs (decision 031); undefined when running from the sources. The bundle
 * holds the seed's code as it was built: hashing the files on disk instead would record a newer
 * checkout's fingerprint for an older build's data, and the newer data would then never be seeded.
 */
declare const __SEED_SOURCES_DIGEST__: string | undefined;

/** The seed's own files (code tables, cost catalogue, rates, the code that maps the packages, FAQs). */
export function seedSourcesDigest(): string {
  const hash = createHash('sha256');
  const files = readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of files) hash.update(name).update(readFileSync(`${here}${name}`));
  for (const name of ['faqs.ts', 'faqs-data.ts'])
    hash.update(name).update(readFileSync(`${seedsDir}${name}`));
  return hash.digest('hex');
}

/**
 * What the reference seed would write, in one hash: the seed's own files (seedSourcesDigest, or
 * the bundle's), the versions of the data packages, and the FAQs as generated from the state
 * machine. A start whose fingerprint matches the stored one skips the seed (decision 020); any
 * change to any of these runs it again.
 */
export function referenceSeedFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(typeof __SEED_SOURCES_DIGEST__ === 'string' ? __SEED_SOURCES_DIGEST__ : seedSourcesDigest());
  for (const name of dataPackages) hash.update(`${name}@${require(`${name}/package.json`).version}`);
  hash.update(JSON.stringify(seededFaqs()));
  return hash.digest('hex');
}
