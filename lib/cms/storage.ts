import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'

/**
 * Uploaded media and documents go to an S3-compatible bucket when S3_BUCKET is set (so every
 * instance sees the same files), else to local disk under UPLOADS_DIR. Files keep their
 * /api/<collection>/file/<name> URLs either way: Payload streams them from the bucket with its
 * access control. The plugin's fields are always present so both modes share one schema.
 */
export function storageOptions(env: Record<string, string | undefined> = process.env): S3StorageOptions {
  const bucket = env.S3_BUCKET?.trim()
  return {
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    collections: { media: true, documents: true },
    bucket: bucket || 'unused',
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      // Self-hosted stores (MinIO, Ceph, Garage) address buckets by path, AWS by subdomain.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
      ...(env.S3_ACCESS_KEY_ID
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' } }
        : {}),
    },
  }
}

export const uploadStorage = () => s3Storage(storageOptions())
