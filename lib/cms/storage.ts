import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Environment } from '@/lib/config/environment.mjs'
import { config, readConfig } from '@/lib/config/site.mjs'

/**
 * Uploaded media and documents go to an S3-compatible bucket when S3_BUCKET is set (so every
 * instance sees the same files), else to local disk under UPLOADS_DIR. Files keep their
 * /api/<collection>/file/<name> URLs either way: Payload streams them from the bucket with its
 * access control. The plugin's fields are always present so both modes share one schema.
 * `env` (tests) replaces the process's configuration (lib/config/site.mjs).
 */
export function storageOptions(env?: Environment): S3StorageOptions {
  const s3 = (env ? readConfig(env) : config).s3
  const bucket = s3.bucket
  return {
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    collections: { media: true, documents: true },
    bucket: bucket || 'unused',
    config: {
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      // Self-hosted stores (MinIO, Ceph, Garage) address buckets by path, AWS by subdomain.
      forcePathStyle: s3.forcePathStyle,
      ...(s3.accessKeyId ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    },
  }
}

export const uploadStorage = () => s3Storage(storageOptions())
