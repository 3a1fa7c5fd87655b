import 'server-only'
import { recordList } from '@/lib/pages/records'
import { listProgrammeSearchTexts } from '@/lib/reads/programmes'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { joinFacts } from './join-facts'

/** Every programme of every kind, with what its page says (overview, description, requirements, skills, careers). */
export const programmes = definePart('programmes', ['programmes', 'departments', 'colleges'], async () => {
  const documents = (await listProgrammeSearchTexts()).map((p): SearchDocument => {
    const summary = joinFacts(
      p.kind === 'certificate' ? p.certificateLevel : p.level,
      p.campuses.join(', '),
      p.modalities.join(', '),
    )
    const body = p.url
      ? [
          `${p.kind} programme`,
          summary,
          p.duration,
          p.overview,
          p.description,
          p.matriculationRequirements,
          p.provisionalRequirements,
          p.skills.join(', '),
          p.careers.join(', '),
          p.graduateBenefit,
        ]
      : // Extension and certificate programmes have no page of their own: their table row is all there is.
        [`${p.kind} programme`, summary]
    return {
      id: `programme:${p.kind}:${p.slug}`,
      kind: 'programme',
      title: p.name,
      headings: joinFacts(p.department, p.college),
      body: body.filter(Boolean).join(' '),
      url: p.url ?? recordList('programmes', p),
    }
  })
  return { documents }
})
