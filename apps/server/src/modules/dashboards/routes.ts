import type { FastifyInstance } from 'fastify';

export async function dashboardRoutes(_fastify: FastifyInstance) {}
