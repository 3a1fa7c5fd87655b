import { GIVING_PICTURES } from '@/lib/giving/pictures'
import type { Image } from '@/lib/reads/media'
import { Slideshow } from './Slideshow'

/** The two students helped (static content: name and quote), each with its picture (lib/giving/pictures.ts). */
export const STUDENT_STORIES = [
  {
    picture: GIVING_PICTURES.students[0],
    name: 'Keisha, Bachelor of Science in Nursing',
    quote:
      'When my father lost his job I thought my studies were over. The RESCUE fund paid my last semester, and this year I graduate as a nurse.',
  },
  {
    picture: GIVING_PICTURES.students[1],
    name: 'Andre, Bachelor of Science in Engineering Technology',
    quote:
      'A donor scholarship let me stay in school and keep my place at the lab. One day I will do the same for another student.',
  },
]

/** The students' stories as a slideshow; `images` are the stories' pictures in order, a story without its picture is left out. */
export function StudentStories({ images }: { images: (Image | null)[] }) {
  const slides = STUDENT_STORIES.flatMap((s, i) => {
    const image = images[i]
    return image ? [{ ...image, quote: s.quote, name: s.name }] : []
  })
  return (
    <section className="section section-alt" aria-labelledby="stories-heading">
      <div className="container">
        <h2 id="stories-heading">Students you have helped</h2>
        <Slideshow slides={slides} label="Student stories" />
      </div>
    </section>
  )
}
