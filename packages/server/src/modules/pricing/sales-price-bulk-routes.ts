import type { FastifyInstance } from 'fastify';

/** Placeholder: the routes of this file are written in this change (issue 16). */
export default async function routes(_app: FastifyInstance): Promise<void> {}
