import { z } from 'zod';

export const healthPaths = { health: '/api/health', ready: '/api/ready' } as const;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['postgres', 'pglite']),
});
