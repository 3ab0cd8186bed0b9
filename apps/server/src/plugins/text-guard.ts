import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

/**
 * Where the first string holding a NUL character sits in a parsed request part, as a dotted path.
 * Iterative, not recursive: a body nested 100,000 levels deep must not exhaust the stack.
 */
export function nulCharacterPath(root: unknown): string | undefined {
  // Most requests have no body and flat params and query: no walk (and no allocation) for those.
  if (root === undefined || root === null) return undefined;
  if (isFlatWithoutNul(root)) return undefined;
  const pending: { value: unknown; path: readonly string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      pending.push({ value: child, path: path.length < 20 ? [...path, key] : path });
    }
  }
  return undefined;
}

/** An object whose keys and values are all free of NUL and none of whose values is an object. */
function isFlatWithoutNul(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    const child = (value as Record<string, unknown>)[key];
    if (key.includes('\u0000') || (typeof child === 'object' && child !== null)) return false;
    if (typeof child === 'string' && child.includes('\u0000')) return false;
  }
  return true;
}

/**
 * PostgreSQL text cannot hold U+0000 (it answers an error that would surface as a 500), and no field
 * of the product needs it: a body, query or path value that carries one is refused with a 400 naming
 * the field, before validation and before anything is written.
 */
export function setupTextGuard(app: FastifyInstance) {
  // A callback hook, not an async one: no promise and no extra microtask on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulCharacterPath(part);
      if (field !== undefined) {
        done(
          new AppError(400, 'validation.failed', {
            errors: [{ field, message: 'validation.nulCharacter' }],
          }),
        );
        return;
      }
    }
    done();
  });
}
