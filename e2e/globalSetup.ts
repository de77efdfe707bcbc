import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedTemplate } from './servers';

/**
 * Seeds the demo data once for the whole run; every server copies it (servers.ts). The folder is
 * handed to the workers through the environment, which they inherit from this process.
 */
export default async function globalSetup(): Promise<void> {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-')), 'data');
  await seedTemplate(dir);
  process.env.E2E_TEMPLATE_DIR = dir;
}
