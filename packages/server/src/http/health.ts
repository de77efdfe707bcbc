import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '../db';

/** For load balancers and the start script: answers 200 only while the database answers. */
export function healthRoutes(database: Database): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await database.db.execute(sql`select 1`);
      res.json({ status: 'ok', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
