import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { CollectionConfig, Plugin } from 'payload'
import { editors, hasRole, nobody } from '@/lib/cms/access'
import { withAuditTrail } from '@/lib/cms/hooks/audit'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { auditSubmissionDeletes, auditSubmissionViews } from '../data-protection/audit-hooks'
import { exportSubmissionsCsv } from './export-csv'
import { telephoneBlock, withFormRules } from './form-fields'

export const FORMS = 'forms'
export const FORM_SUBMISSIONS = 'form-submissions'

const staff = ({ req }: { req: Parameters<typeof hasRole>[0] }) => hasRole(req, 'admin', 'editor', 'admissions')

/**
 * Forms editors build (Payload's form builder): editors make and change them, and put one on a
 * page with the Form block; admissions staff and administrators read what visitors send. A
 * submission arrives only through POST /api/form-submission (features/forms/pipeline), never
 * through Payload's REST create, which is refused. The forms are saved with versions, so each save
 * is in the audit log; reading, exporting and deleting submissions are too.
 */
export function formsPlugin(): Plugin {
  const plugin = formBuilderPlugin({
    // An e-mail without a sender the editor typed goes from the site's own address (SMTP_FROM).
    beforeEmail: (emails, { req }) =>
      emails.map((email) => {
        const from = email.from || `"${req.payload.email.defaultFromName}" <${req.payload.email.defaultFromAddress}>`
        return { ...email, from, replyTo: email.replyTo || from }
      }),
    fields: {
      text: true,
      textarea: true,
      email: true,
      telephone: telephoneBlock,
      select: true,
      checkbox: true,
      date: true,
      message: true,
      number: false,
      country: false,
      state: false,
      payment: false,
      upload: false,
    },
    formOverrides: {
      labels: { singular: 'Form', plural: 'Forms' },
      admin: {
        group: 'Forms',
        defaultColumns: ['title', 'updatedAt'],
        description:
          'Forms visitors fill in: add fields, say what they see after sending, who is told by e-mail, then put the form on a page with its Form block.',
      },
      access: { read: staff, create: editors, update: editors, delete: editors, readVersions: editors },
      versions: { maxPerDoc: 25 },
      hooks: collectionExpiryHooks('forms'),
      fields: ({ defaultFields }) => withFormRules(defaultFields),
    },
    formSubmissionOverrides: {
      labels: { singular: 'Form submission', plural: 'Form submissions' },
      admin: {
        group: 'Forms',
        defaultColumns: ['createdAt', 'form', 'subjectEmail'],
        description:
          'What visitors sent with the forms editors built. Only admissions staff and administrators see them.',
        components: {
          beforeListTable: [
            '/components/admin/ExportCsvButton#ExportCsvButton',
            '/features/request-information/inbox/DataProtectionPanel#DataProtectionPanel',
          ],
        },
      },
      access: {
        read: ({ req }) => hasRole(req, 'admin', 'admissions'),
        delete: ({ req }) => hasRole(req, 'admin', 'admissions'),
        create: nobody,
        update: nobody,
        admin: ({ req }) => hasRole(req, 'admin', 'admissions'),
      },
      defaultSort: '-createdAt',
      endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissionsCsv }],
      hooks: { afterOperation: [auditSubmissionViews], afterDelete: [auditSubmissionDeletes] },
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'subjectEmail',
          type: 'text',
          index: true,
          label: 'E-mail address given',
          admin: {
            position: 'sidebar',
            readOnly: true,
            description:
              'The answer of the form’s first e-mail field: how the data-protection panel finds this person.',
          },
        },
        {
          name: 'consentText',
          type: 'textarea',
          label: 'Consent the sender gave',
          admin: { readOnly: true, description: 'The words beside the submit button when this was sent.' },
        },
      ],
    },
  })
  return (config) => {
    const built = plugin(config)
    return {
      ...built,
      collections: (built.collections ?? []).map((collection: CollectionConfig) =>
        collection.slug === FORMS ? withAuditTrail(collection) : collection,
      ),
    }
  }
}
