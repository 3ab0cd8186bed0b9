import type { HealthResponse } from '@portledger/contracts';
import type { Database } from '@portledger/db';
import { AppError } from '../../app-error.ts';
import { version } from '../../version.ts';

/** Healthy means the database answers; a load balancer takes the instance out otherwise. */
export async function getHealth({ database }: { database: Database }): Promise<HealthResponse> {
  try {
    await database.ping();
  } catch (error) {
    // The error handler logs the cause; the caller only sees 503.
    throw Object.assign(new AppError(503, 'server.unavailable'), { cause: error });
  }
  return { status: 'ok', database: database.kind, version };
}
