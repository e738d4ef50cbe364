import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';

/** Seeds demo content when the database holds none yet. */
export async function seedIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
