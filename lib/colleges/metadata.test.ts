import { collegeMetadata } from './metadata'
import type { CollegeDetail } from '@/lib/reads/colleges'

const pageMetadata = jest.fn(async (path: string, options?: object) => ({ path, options }))
jest.mock('@/lib/pages/page-metadata', () => ({
  pageMetadata: (path: string, options?: object) => pageMetadata(path, options),
}))

describe('collegeMetadata', () => {
  beforeEach(() => pageMetadata.mockClear())

  it('titles, describes and pictures the page by its college, under the editors’ override', async () => {
    const image = {
      src: '/api/media/file/cnas.webp',
      alt: 'Science hall',
      width: 1600,
      height: 900,
      card: { src: '/api/media/file/cnas-card.webp', width: 1200, height: 630 },
    }
    const meta = { title: 'Study science', description: null, image: null }
    await collegeMetadata('/college_cnasahn', {
      name: 'College of Natural and Applied Sciences',
      summary: 'Science and health.',
      image,
      meta,
    } as unknown as CollegeDetail)
    expect(pageMetadata).toHaveBeenCalledWith('/college_cnasahn', {
      own: {
        title: 'College of Natural and Applied Sciences',
        description: 'Science and health.',
        image: { url: '/api/media/file/cnas-card.webp', width: 1200, height: 630, alt: 'Science hall' },
      },
      override: meta,
    })
  })

  it('falls back to the registry’s entry when the college cannot be read', async () => {
    await collegeMetadata('/college_bmh', null)
    expect(pageMetadata).toHaveBeenCalledWith('/college_bmh', undefined)
  })
})
