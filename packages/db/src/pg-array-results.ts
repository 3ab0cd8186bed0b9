import type pg from 'pg';

/** What leanArrayResults reads and writes of pg's Result (its fields, pg 8.23). */
interface ResultInternals {
  rowAsArray: boolean;
  fields: unknown[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: string) => unknown } | undefined;
  addFields(fields: FieldDescription[]): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

const LEAN = Symbol.for('portledger.leanArrayResults');

/**
 * pg builds, for every result it receives (each statement's RowDescription), an empty row object
 * keyed by the column names (`Object.create(null)`, one property per column, then copied with a
 * spread) for results read as objects. Drizzle reads every result as arrays (`rowMode: 'array'`),
 * where that object is never used; building it was about 50 µs of the server's 500-600 µs per
 * port-call list request on PostgreSQL (decision 072). For array results this sets the fields and
 * the type parsers exactly as pg does and skips the object; object results are pg's own path.
 *
 * Applied once per loaded pg module. If pg's Result no longer has the shape this relies on (a new
 * pg version), it is left as it is: a slower server, never a different answer.
 */
export function leanArrayResults(pgModule: typeof pg): boolean {
  const Result = (pgModule as unknown as { Result?: new (rowMode?: string) => ResultInternals }).Result;
  if (!Result) return false;
  const proto = Result.prototype as ResultInternals & { [LEAN]?: true };
  if (proto[LEAN]) return true;
  const probe = new Result('array');
  if (typeof proto.addFields !== 'function' || probe.rowAsArray !== true || !('_parsers' in probe)) {
    return false;
  }
  const pgAddFields = proto.addFields;
  const defaultTypes = pgModule.types;
  proto.addFields = function addFields(this: ResultInternals, fields: FieldDescription[]) {
    if (!this.rowAsArray) return pgAddFields.call(this, fields);
    this.fields = fields;
    if (fields.length === 0) return;
    const types = this._types ?? defaultTypes;
    const parsers = new Array<(value: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      parsers[i] = types.getTypeParser(field.dataTypeID, (field.format || 'text') as 'text') as (
        value: string,
      ) => unknown;
    }
    this._parsers = parsers;
  };
  proto[LEAN] = true;
  return true;
}
