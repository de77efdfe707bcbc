import { seedTemplate } from './servers';

/**
 * Seeds the demo data once for the whole run; every server copies it (servers.ts). The template is
 * handed to the workers through the environment, which they inherit from this process; what this
 * answers removes it when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return seedTemplate();
}
