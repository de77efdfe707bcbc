import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '../db';

/**
 * For load balancers and the start script: answers 200 only while the database answers, and says
 * whether the free times have been read into memory yet (`status()`; until then the database answers
 * the searches).
 */
export function healthRoutes(database: Database, status: () => Record<string, string> = () => ({})): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await database.db.execute(sql`select 1`);
      res.json({ status: 'ok', database: database.kind, ...status() });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
