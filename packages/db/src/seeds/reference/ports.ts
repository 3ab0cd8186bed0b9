import { createRequire } from 'node:module';
import type { Db } from '../../client.ts';
import { countries, ports } from '../../schema/index.ts';
import { inBatches } from './batch.ts';
import { countryNames } from './countries.ts';

interface SeaPort {
  name: string;
  city?: string;
  province?: string;
  country?: string;
  coordinates?: [number, number];
  timezone?: string;
  unlocs?: string[];
}

const require = createRequire(import.meta.url);
/** sea-ports' data, keyed by UN/LOCODE. */
export const seaPorts = require('sea-ports/lib/ports.json') as Record<string, SeaPort>;

/**
 * The Netherlands Antilles (AN) were dissolved in 2010 and left ISO 3166-1; sea-ports still files
 * these ports under AN, so they go to the successor territory.
 */
const successors: Record<string, string> = {
  ANBON: 'BQ', // Bonaire
  ANEUX: 'BQ', // Sint Eustatius
  ANCUR: 'CW', // Curaçao
  ANWIL: 'CW', // Willemstad, Curaçao
  ANPHI: 'SX', // Philipsburg, Sint Maarten
  ANSXM: 'SX', // Sint Maarten
  ANGSB: 'MF', // Galisbay, Saint-Martin (French part)
};

/**
 * A port's country: the UN/LOCODE starts with the ISO alpha-2 code, which is more reliable than
 * sea-ports' free-text country name ('Viet Nam', 'Iran, Islamic Republic of'); the name is the
 * fallback. A port whose country cannot be found is still kept, without a country.
 */
export function portCountryCode(unlocode: string, port: SeaPort, known: Set<string>): string | null {
  const successor = successors[unlocode];
  if (successor && known.has(successor)) return successor;
  const prefix = unlocode.slice(0, 2);
  if (known.has(prefix)) return prefix;
  const byName = port.country ? countryNames.getAlpha2Code(port.country, 'en') : undefined;
  return byName && known.has(byName) ? byName : null;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export async function seedPorts(db: Db): Promise<void> {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryIds = new Map(countryRows.map((row) => [row.code, row.id]));
  const known = new Set(countryIds.keys());
  const stored = new Set(
    (await db.select({ unlocode: ports.unlocode }).from(ports)).map((row) => row.unlocode),
  );
  const missing = Object.entries(seaPorts).filter(([unlocode]) => !stored.has(unlocode));
  const rows = missing.map(([unlocode, port]) => {
    const code = portCountryCode(unlocode, port, known);
    const [longitude, latitude] = port.coordinates ?? [];
    return {
      unlocode,
      name: port.name.trim(),
      city: text(port.city),
      province: text(port.province),
      countryId: code ? (countryIds.get(code) ?? null) : null,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
      timezone: text(port.timezone),
      aliases: (port.unlocs ?? []).filter((other) => other !== unlocode),
    };
  });
  // Insert missing ports only: operators maintain ports after the first seed, and a restart must
  // not undo their edits.
  await inBatches(rows, (batch) =>
    db.insert(ports).values(batch).onConflictDoNothing({ target: ports.unlocode }),
  );
}
