import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { CollectionConfig, Plugin } from 'payload'
import { editors, hasRole, nobody } from '@/lib/cms/access'
import { withAuditTrail } from '@/lib/cms/hooks/audit'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { auditSubmissionDeletes, auditSubmissionViews } from '../data-protection/audit-hooks'
import { COLLECTED_EMAILS, FORMAT_EMAILS_HOOK, queueFormEmails } from '../mail/tasks'
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
    // An e-mail without a sender the editor typed goes from the site's own address (SMTP_FROM). The
    // plugin would send them in the request that stores the submission: they are handed to the
    // queue's task instead (features/forms/mail/tasks.ts), which sends them and retries.
    beforeEmail: (emails, { req }) => {
      const collected = req.context[COLLECTED_EMAILS]
      const made = emails.map((email) => {
        const from = email.from || `"${req.payload.email.defaultFromName}" <${req.payload.email.defaultFromAddress}>`
        return { ...email, from, replyTo: email.replyTo || from }
      })
      if (Array.isArray(collected)) collected.push(...made)
      return []
    },
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
        collection.slug === FORMS
          ? withAuditTrail(collection)
          : collection.slug === FORM_SUBMISSIONS
            ? withQueuedEmails(collection)
            : collection,
      ),
    }
  }
}

/**
 * The submissions collection with the form builder's e-mail hook (the first of its afterChange
 * hooks: the plugin puts it before ours) taken out of the save and kept for the queue's task, which
 * runs it to make the e-mails; the save queues them instead (features/forms/mail/tasks.ts).
 */
function withQueuedEmails(collection: CollectionConfig): CollectionConfig {
  const [formatEmails, ...others] = collection.hooks?.afterChange ?? []
  return {
    ...collection,
    custom: { ...collection.custom, [FORMAT_EMAILS_HOOK]: formatEmails },
    hooks: { ...collection.hooks, afterChange: [queueFormEmails, ...others] },
  }
}
