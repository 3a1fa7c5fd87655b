import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import type { ProgrammeChoices } from '../fields/enumerations'
import { RequestInformationForm } from '../form/RequestInformationFormIsland'

/**
 * The /request_information page inside the shell: its header and the form. The route file
 * (app/(site)/request_information/page.tsx) keeps the metadata, reads the programme choices and
 * the admissions address, and decides which human check runs.
 */
export function RequestInformationContent({
  choices,
  recaptchaSiteKey,
  admissionsEmail,
}: {
  choices: ProgrammeChoices
  recaptchaSiteKey?: string
  admissionsEmail: string
}) {
  return (
    <>
      <PageHeader
        title={page('/request_information').title}
        intro="Tell us a little about yourself and the programme you are interested in. The Admissions Office will contact you in no later than 3 working days."
      />
      <div className="container section">
        {/* The form is hydrated on first use and its spam check is a script: without JavaScript the
            page shows neither, so it says so and gives the address that reaches the same office. */}
        <noscript>
          <p>
            This form needs JavaScript, which is off in this browser. You can write to the Admissions Office at{' '}
            <a href={`mailto:${admissionsEmail}`}>{admissionsEmail}</a> instead.
          </p>
        </noscript>
        <RequestInformationForm choices={choices} recaptchaSiteKey={recaptchaSiteKey} />
      </div>
    </>
  )
}
