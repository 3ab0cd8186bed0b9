import type { FastifyInstance } from 'fastify';

export async function faqRoutes(_fastify: FastifyInstance) {}
