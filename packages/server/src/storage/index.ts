import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { type Config, objectStoreSandboxPath } from '../config';
import { sandboxObjectStore } from '../sandbox/objectStore/service';
import { fileObjectStore, type ObjectStore } from './objectStore';
import { s3ObjectStore } from './s3ObjectStore';

export type { ObjectStore, StoredObject } from './objectStore';

type StoreSettings = Pick<Config, 'dataDir' | 'objectStore' | 'objectStoreService'>;

/**
 * The store this installation uses: files under `DATA_DIR/objects` (the default), or the bucket of
 * the S3-compatible service at `OBJECT_STORE_URL` (`OBJECT_STORE=s3`).
 */
export function configuredObjectStore(config: StoreSettings): ObjectStore {
  const { url, ...service } = config.objectStoreService;
  if (config.objectStore === 's3' && url) return s3ObjectStore({ url, ...service });
  return fileObjectStore(path.join(config.dataDir, 'objects'));
}

/**
 * The configured store; outside production also the sandbox S3-compatible service at
 * `/sandbox/object-store`, with the configured bucket, region and keys, so that another portal
 * (or a test) can try `OBJECT_STORE=s3` against it. Production never gets its routes.
 */
export function mountObjectStore(app: Express, config: Config, logger: Logger): ObjectStore {
  if (!config.production) {
    const { bucket, region, accessKeyId, secretAccessKey } = config.objectStoreService;
    app.use(
      sandboxObjectStore({
        path: objectStoreSandboxPath,
        bucket,
        region,
        credentials: { accessKeyId, secretAccessKey },
        logger,
      }),
    );
  }
  return configuredObjectStore(config);
}
