import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import type { ProgrammeChoices } from '../fields/enumerations'
import { RequestInformationForm } from '../form/RequestInformationFormIsland'

/**
 * The /request_information page inside the shell: its header and the form. The route file
 * (app/(site)/request_information/page.tsx) keeps the metadata, reads the programme choices and
 * decides which human check runs.
 */
export function RequestInformationContent({
  choices,
  recaptchaSiteKey,
}: {
  choices: ProgrammeChoices
  recaptchaSiteKey?: string
}) {
  return (
    <>
      <PageHeader
        title={page('/request_information').title}
        intro="Tell us a little about yourself and the programme you are interested in. The Admissions Office will contact you in no later than 3 working days."
      />
      <div className="container section">
        <RequestInformationForm choices={choices} recaptchaSiteKey={recaptchaSiteKey} />
      </div>
    </>
  )
}
