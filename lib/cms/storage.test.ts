jest.mock('@payloadcms/storage-s3', () => ({ s3Storage: jest.fn() }))
import { storageOptions } from './storage'

describe('upload storage options', () => {
  it('keeps files on local disk when no bucket is configured, with the same fields as the bucket mode', () => {
    expect(storageOptions({})).toMatchObject({ enabled: false, alwaysInsertFields: true })
    expect(storageOptions({ S3_BUCKET: '  ' }).enabled).toBe(false)
  })

  it('uses the bucket for media and documents when S3_BUCKET is set', () => {
    const options = storageOptions({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(options).toMatchObject({ enabled: true, bucket: 'uploads', collections: { media: true, documents: true } })
    expect(options.config).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  it('addresses a self-hosted endpoint by path unless told otherwise', () => {
    expect(storageOptions({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).config).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    })
    expect(
      storageOptions({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }).config,
    ).toMatchObject({ forcePathStyle: false })
  })

  it('leaves credentials to the platform (instance role, environment chain) when no key is given', () => {
    expect(storageOptions({ S3_BUCKET: 'b' }).config).not.toHaveProperty('credentials')
  })
})
