import type { ProgrammeDetail } from '@/lib/reads/programmes'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { truncate } from '@/lib/text/truncate'

/** A programme in a sentence, for its page's description and its Course data: the overview's start, or a stock line. */
export function programmeDescription(p: Pick<ProgrammeDetail, 'name' | 'overview'>): string {
  return (
    truncate(lexicalToPlainText(p.overview), 160) ||
    `${p.name} at the university: requirements, duration, tuition and careers.`
  )
}
