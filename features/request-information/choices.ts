import 'server-only'
import { listProgrammeNames } from '@/lib/reads/programmes'
import { readAsPublic } from '@/lib/reads/visible'
import { PROGRAMME_LISTS, type ProgrammeChoices, type ProgrammeLevel } from './fields/enumerations'

const namesOf = (level: ProgrammeLevel) => listProgrammeNames(PROGRAMME_LISTS[level].kind)

/**
 * The programme choices of each level: the names of the published programmes of its kind. The
 * page hands them to the form and the route handler checks a request against them, so both read
 * them here, as visitors see them even in an editor's preview (a draft is never a choice).
 */
export async function readProgrammeChoices(): Promise<ProgrammeChoices> {
  const [Certificate, Undergraduate, Graduate] = await readAsPublic(() =>
    Promise.all([namesOf('Certificate'), namesOf('Undergraduate'), namesOf('Graduate')]),
  )
  return { Certificate, Undergraduate, Graduate }
}
