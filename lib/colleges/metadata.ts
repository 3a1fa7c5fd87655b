import type { Metadata } from 'next'
import type { PagePath } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import type { CollegeDetail } from '@/lib/reads/colleges'
import { shareImage } from '@/lib/seo/override'

/** A college page's metadata: the registry's entry, titled, described and pictured by the college's record, with its editors' override. */
export function collegeMetadata(path: PagePath, college: CollegeDetail | null): Promise<Metadata> {
  if (!college) return pageMetadata(path)
  return pageMetadata(path, {
    own: { title: college.name, description: college.summary, image: shareImage(college.image) },
    override: college.meta,
  })
}
