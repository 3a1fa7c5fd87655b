import {
  COMPUTER_LAB_POLICY,
  HEALTH_SERVICE_HOURS,
  INTERNATIONAL_STUDENT_POLICY,
  type OpeningSlot,
} from '@/lib/policy/student-services'
import { DataTable } from '@/components/mdx'

/** Opening hours from the policy module, as a captioned table. */
export function HoursTable({ caption, slots }: { caption: string; slots: readonly OpeningSlot[] }) {
  return <DataTable caption={caption} columns={['Day', 'Hours']} rows={slots.map((s) => [s.days, s.hours])} />
}

export const LabHours = () => <HoursTable caption="Computer lab hours" slots={COMPUTER_LAB_POLICY.hours} />
export const DoctorHours = () => (
  <HoursTable caption="Doctor’s walk-in clinic" slots={HEALTH_SERVICE_HOURS.doctorWalkIn} />
)

export function VisaRequirements() {
  return (
    <ul>
      {INTERNATIONAL_STUDENT_POLICY.visaExtension.requirements.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  )
}
