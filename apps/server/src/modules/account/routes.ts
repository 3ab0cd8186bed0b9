import type { FastifyInstance } from 'fastify';

export async function accountRoutes(_fastify: FastifyInstance) {}
