import type { SeedContext } from '@/lib/cms/seed/context'
import { lexical } from '@/lib/cms/seed/lexical'
import { ALUMNI_CONFIRMATION, ALUMNI_FORM_TITLE, ALUMNI_PAGE_PATH } from './demo'

/**
 * The demo of forms editors build: the Alumni Office's contact update (one field of every kind the
 * site offers, a confirmation message and an e-mail to the office), on a composed page under /alumni.
 */
export async function seedForms(ctx: SeedContext) {
  const form = await ctx.upsert(
    'forms',
    { title: { equals: ALUMNI_FORM_TITLE } },
    {
      title: ALUMNI_FORM_TITLE,
      fields: [
        {
          blockType: 'message',
          message: lexical(
            'Moved, married or changed jobs? Tell the Alumni Office, so that class news, Homecoming invitations and the alumni magazine reach you.',
          ),
        },
        { blockType: 'text', name: 'fullName', label: 'Full name', required: true, width: 50 },
        { blockType: 'text', name: 'classYear', label: 'Class of (year)', width: 50 },
        { blockType: 'email', name: 'email', label: 'E-mail address', required: true, width: 50 },
        { blockType: 'telephone', name: 'telephone', label: 'Telephone', width: 50 },
        {
          blockType: 'select',
          name: 'contactBy',
          label: 'How should we contact you?',
          required: true,
          options: [
            { label: 'By e-mail', value: 'email' },
            { label: 'By telephone', value: 'telephone' },
            { label: 'By post', value: 'post' },
          ],
        },
        { blockType: 'date', name: 'movedOn', label: 'Date your details changed' },
        { blockType: 'textarea', name: 'address', label: 'New postal address' },
        { blockType: 'checkbox', name: 'magazine', label: 'Send me the alumni magazine' },
      ],
      submitButtonLabel: 'Update my details',
      confirmationType: 'message',
      confirmationMessage: lexical(ALUMNI_CONFIRMATION),
      emails: [
        {
          emailTo: 'alumni@example.edu',
          replyTo: '{{email}}',
          subject: 'Alumni contact update from {{fullName}}',
          message: lexical('A graduate updated their details on the website:', '{{*:table}}'),
        },
      ],
    },
  )
  await ctx.upsert(
    'pages',
    { path: { equals: ALUMNI_PAGE_PATH } },
    {
      title: 'Update your details',
      path: ALUMNI_PAGE_PATH,
      description: 'Graduates tell the Alumni Office their new address, e-mail or telephone number.',
      layout: [
        {
          blockType: 'richText',
          content: lexical(
            'The Alumni Office keeps in touch with more than 40,000 graduates. Your details are used only to send you alumni news and invitations, and you may ask us to erase them at any time.',
          ),
        },
        { blockType: 'form', heading: 'Your new details', form: form.id },
      ],
      _status: 'published',
    },
  )
}
