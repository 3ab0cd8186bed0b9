import type { FieldError, Locale } from '@portledger/contracts';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { fieldLabel, isMessageKey, translate } from '../i18n/index.ts';

type Issue = FastifySchemaValidationError & { params: Record<string, unknown> };

function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * Turns zod issues (as fastify-type-provider-zod reports them) into translated
 * `{ field, message }` pairs. The raw zod wording never reaches a user.
 */
export function toFieldErrors(locale: Locale, issues: Issue[], input: unknown): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.');
    // An issue about the whole body (e.g. not an object) has no field to name.
    if (path.length === 0 && issue.keyword !== 'unrecognized_keys') {
      return [{ field: '', message: translate(locale, 'request.invalid') }];
    }
    const label = fieldLabel(locale, path.at(-1) ?? field);
    const params = issue.params ?? {};
    const say = (key: Parameters<typeof translate>[1], extra: Record<string, string | number> = {}) =>
      translate(locale, key, { field: label, ...extra });
    // Refinements carry a message key (e.g. 'auth.passwordMismatch') as their message; one that
    // names its field ('{field} must be an amount ...') gets the field's label like any other.
    if (issue.message && isMessageKey(issue.message)) return [{ field, message: say(issue.message) }];
    switch (issue.keyword) {
      case 'invalid_type':
        return [
          {
            field,
            message: say(valueAt(input, path) == null ? 'validation.required' : 'validation.invalidType'),
          },
        ];
      case 'too_small': {
        const minimum = Number(params.minimum);
        if (params.origin === 'string' && minimum === 1)
          return [{ field, message: say('validation.required') }];
        const key = params.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
        return [{ field, message: say(key, { minimum }) }];
      }
      case 'too_big': {
        const key = params.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
        return [{ field, message: say(key, { maximum: Number(params.maximum) }) }];
      }
      case 'invalid_format':
        return [
          {
            field,
            message: say(params.format === 'email' ? 'validation.invalidEmail' : 'validation.invalid'),
          },
        ];
      case 'invalid_value': {
        const values = Array.isArray(params.values) ? params.values.join(', ') : '';
        return [{ field, message: say('validation.invalidValue', { values }) }];
      }
      case 'unrecognized_keys': {
        const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
        return keys.map((key) => {
          const name = field ? `${field}.${key}` : key;
          return { field: name, message: translate(locale, 'validation.unknownField', { field: key }) };
        });
      }
      default:
        return [{ field, message: say('validation.invalid') }];
    }
  });
}
