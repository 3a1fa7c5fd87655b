import type { GlobalConfig } from 'payload'
import { domainProblem } from '@/lib/redirects/rules'
import { anyone, editors } from '@/lib/cms/access'
import { globalExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { GLOBAL_HISTORY_VERSIONS } from '@/lib/cms/versions'
import { DEFAULT_RETENTION_MONTHS } from '@/features/request-information/data-protection/retention-period'
import { NOTICE_FREQUENCY_OPTIONS } from '@/features/request-information/notices/settings'
import { reviewSettingsField } from '@/lib/cms/review/settings-field'

const url = (name: string, label: string, description?: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  admin: description ? { description } : undefined,
})

/** Everything about the university that editors change without a developer. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Administration' },
  access: { read: anyone, readVersions: editors, update: editors },
  versions: GLOBAL_HISTORY_VERSIONS,
  hooks: globalExpiryHooks('site-settings'),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact',
          fields: [
            { name: 'universityName', type: 'text', required: true },
            { name: 'shortName', type: 'text', required: true },
            { name: 'tagline', type: 'text' },
            { name: 'address', type: 'textarea', required: true },
            {
              name: 'phones',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'number', type: 'text', required: true },
              ],
            },
            { name: 'fax', type: 'text' },
            {
              name: 'emails',
              type: 'group',
              fields: [
                { name: 'general', type: 'email', required: true },
                { name: 'admissions', type: 'email', required: true },
                { name: 'dataProtection', type: 'email', required: true, label: 'Data protection office' },
                { name: 'mentorship', type: 'email', label: 'Mentorship programme (paper applications)' },
              ],
            },
            {
              name: 'social',
              type: 'array',
              labels: { singular: 'Social link', plural: 'Social links' },
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: ['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'TikTok'].map((v) => ({
                    label: v,
                    value: v,
                  })),
                },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'External sites',
          description: 'Every address outside this website that pages link to.',
          fields: [
            {
              name: 'links',
              type: 'group',
              fields: [
                url('application', 'Application site (Apply Now)'),
                url('learningPlatform', 'Learning platform'),
                url('webmail', 'E-mail (staff and students)'),
                url('jobBoard', 'Job board'),
                url('library', 'Library'),
                url('transcripts', 'Transcript requests'),
                url('letters', 'Letter requests'),
                url('media', 'Media group'),
                url('studentNewspaper', 'Student newspaper'),
                url('foundation', 'Foundation'),
                url('homecoming', 'Homecoming'),
                url('entrepreneurship', 'Entrepreneurship centre'),
                url('distanceEducation', 'Distance education'),
                url(
                  'givingForm',
                  'Giving form (embedded on /donate)',
                  'An https:// address. Shown in a frame on /donate; the page may frame this address’s site and no other.',
                ),
                url('photoGallery', 'Sports photo gallery'),
                url('virtualTour', 'Virtual tour'),
                url('mentorshipForm', 'Mentorship application form'),
              ],
            },
            {
              name: 'redirectDomains',
              type: 'text',
              hasMany: true,
              label: 'Sites redirects may lead to',
              admin: {
                description:
                  'The domains of the university’s own sites (example.edu takes in library.example.edu). A redirect may lead to an https:// address on one of them, and to no other site.',
              },
              validate: (value: string[] | null | undefined) => {
                const problems = (value ?? []).map(domainProblem).filter((problem) => problem !== null)
                return problems.length ? problems.join(' ') : true
              },
            },
            {
              name: 'homeVideo',
              type: 'group',
              label: 'Home page video',
              admin: {
                description:
                  'Shown on the home page and /wearencu. With a title but no video id, both pages show a placeholder naming the video to come; with neither, no video block.',
              },
              fields: [
                { name: 'title', type: 'text' },
                { name: 'youtubeId', type: 'text', admin: { description: 'The id in the video address (after v=).' } },
              ],
            },
          ],
        },
        {
          label: 'E-mail',
          description:
            'The e-mail the site sends through the SMTP server set on the server (SMTP_HOST and the variables beside it).',
          fields: [
            {
              name: 'emailStatus',
              type: 'ui',
              admin: { components: { Field: '/lib/cms/email/EmailStatusNotice#EmailStatusNotice' } },
            },
            {
              name: 'admissionsNotices',
              type: 'group',
              label: 'Notices to admissions about new information requests',
              fields: [
                {
                  name: 'frequency',
                  type: 'select',
                  required: true,
                  defaultValue: 'each',
                  options: NOTICE_FREQUENCY_OPTIONS.map((o) => ({ ...o })),
                  admin: {
                    description:
                      'Notices name the programme asked about and link to the request in the inbox; they hold no personal data.',
                  },
                },
                {
                  name: 'recipient',
                  type: 'email',
                  label: 'Send notices to',
                  admin: { description: 'Left empty, the admissions address on the Contact tab.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Review',
          description: 'Review before publishing, where the site wants it. Off by default.',
          fields: [reviewSettingsField],
        },
        {
          label: 'Data protection',
          fields: [
            {
              name: 'requestRetentionMonths',
              type: 'number',
              label: 'Keep information requests for (months)',
              required: true,
              defaultValue: DEFAULT_RETENTION_MONTHS,
              min: 1,
              max: 120,
              admin: {
                description:
                  'A daily job deletes information requests older than this, with their forwarding jobs (Data Protection Act 2020: kept no longer than needed). The page statistics (daily counts, nothing personal) are kept as long.',
              },
            },
          ],
        },
      ],
    },
  ],
}
