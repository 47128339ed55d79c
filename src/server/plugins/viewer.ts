import type { FastifyRequest } from 'fastify';

/** Who is asking: the signed-in user's id, or null for an anonymous visitor. */
export type Viewer = { userId: string | null };
export type ViewerResolver = (request: FastifyRequest) => Promise<Viewer>;

export const anonymousViewer: ViewerResolver = async () => ({ userId: null });
