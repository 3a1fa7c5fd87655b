import { uploadVersion, versionedUploadUrl } from './version'

describe('versioned upload URLs', () => {
  it('changes the URL when the record is saved again', () => {
    const before = versionedUploadUrl('/api/media/file/a.jpg', '2026-11-20T10:00:00.000Z')
    const after = versionedUploadUrl('/api/media/file/a.jpg', '2026-11-20T10:00:00.001Z')
    expect(before).toMatch(/^\/api\/media\/file\/a\.jpg\?v=[0-9a-z]+$/)
    expect(after).not.toBe(before)
  })

  it('keeps the server-relative path and adds to an existing query', () => {
    expect(versionedUploadUrl('https://x.example/api/documents/file/f.pdf', '2026-01-01T00:00:00Z')).toBe(
      `/api/documents/file/f.pdf?v=${uploadVersion('2026-01-01T00:00:00Z')}`,
    )
    expect(versionedUploadUrl('/api/media/file/a.jpg?prefix=p', '2026-01-01T00:00:00Z')).toContain('?prefix=p&v=')
  })

  it('leaves a URL without a known version unversioned', () => {
    expect(versionedUploadUrl('/api/media/file/a.jpg', null)).toBe('/api/media/file/a.jpg')
  })
})
