import 'server-only'
import { recordList } from '@/lib/pages/records'
import { listProgrammeDetails, type ProgrammeKind } from '@/lib/reads/programmes'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { joinFacts } from './join-facts'

/** Every programme of every kind, with what its page says (overview, description, requirements, skills, careers). */
export const programmes = definePart('programmes', ['programmes', 'departments', 'colleges'], async () => {
  const kinds: ProgrammeKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']
  const lists = await Promise.all(kinds.map((kind) => listProgrammeDetails(kind)))
  const documents = lists.flat().map((p): SearchDocument => {
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
          lexicalToPlainText(p.overview),
          lexicalToPlainText(p.description),
          lexicalToPlainText(p.matriculationRequirements),
          lexicalToPlainText(p.provisionalRequirements),
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
      headings: joinFacts(p.department?.name, p.college?.name),
      body: body.filter(Boolean).join(' '),
      url: p.url ?? recordList('programmes', p),
    }
  })
  return { documents }
})
