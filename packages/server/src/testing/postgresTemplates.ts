import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { createScratchDatabase, testDatabaseServer } from '../db/testing';
import { seedDemo } from '../seed';
import { demoHorizonDays } from './demoHorizon';

/**
 * Global setup of the run against a PostgreSQL server: migrates one database and seeds another once,
 * and every test database after is a copy of one of them (`create database … template …`, a tenth
 * of a second), as the embedded run copies a dump of its worker's. Dropped when the run ends.
 */
export default async function setupPostgresTemplates(project: TestProject) {
  const url = testDatabaseServer();
  if (url === undefined) {
    project.provide('postgresTemplates', undefined);
    return;
  }
  const empty = await createScratchDatabase(url);
  const demo = await createScratchDatabase(url);
  const seededAt = new Date();
  await (await openDatabase({ url: empty.url })).close();
  const seeded = await openDatabase({ url: demo.url });
  await seedDemo(seeded.db, { today: seededAt, horizonDays: demoHorizonDays });
  await seeded.close();
  project.provide('postgresTemplates', {
    empty: empty.name,
    demo: demo.name,
    seededAt: seededAt.toISOString(),
  });
  return async () => {
    await empty.drop();
    await demo.drop();
  };
}
