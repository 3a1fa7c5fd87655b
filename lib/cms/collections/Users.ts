import type { CollectionConfig } from 'payload'
import { admins, adminsField, hasRole } from '@/lib/cms/access'
import { enforcePasswordPolicy, enforcePasswordPolicyOnReset } from '@/lib/cms/auth/password-hook'
import { countFailedSignIn, guardSignIn } from '@/lib/cms/auth/sign-in-guard'
import { forgotPasswordEmail, refuseResetWithoutEmail } from '@/lib/cms/email/password-reset'
import { config } from '@/lib/config/site.mjs'
import { refuseCrossSiteSignIn } from '@/lib/cms/auth/sign-in-origin'
import { limitPasswordResets } from '@/lib/cms/auth/reset-limits'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Administration' },
  auth: {
    // Failed sign-ins are limited per account *and* client address by guardSignIn (five per ten
    // minutes), so guessing locks out the guesser, not the account's owner. Payload's own lock
    // counts across all addresses: a high limit that still bounds a guess spread over many.
    maxLoginAttempts: 100,
    lockTime: 60 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: config.serverUrl.startsWith('https://'), sameSite: 'Lax' },
    forgotPassword: forgotPasswordEmail,
  },
  hooks: {
    beforeOperation: [
      refuseCrossSiteSignIn,
      guardSignIn,
      enforcePasswordPolicyOnReset,
      refuseResetWithoutEmail,
      limitPasswordResets,
    ],
    beforeValidate: [enforcePasswordPolicy],
    afterError: [countFailedSignIn],
  },
  access: {
    read: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: admins,
    update: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: admins,
    unlock: admins,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: adminsField, update: adminsField },
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Admissions', value: 'admissions' },
        { label: 'College editor', value: 'college-editor' },
      ],
    },
    {
      name: 'college',
      type: 'relationship',
      relationTo: 'colleges',
      access: { create: adminsField, update: adminsField },
      admin: {
        description:
          'The one college a college editor edits: its page, departments, programmes and the stories tagged with it.',
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('college-editor'),
      },
      validate: (value: unknown, { data }: { data: Partial<{ roles: string[] | null }> }) =>
        data?.roles?.includes('college-editor') && !value ? 'Choose the college this college editor edits.' : true,
    },
  ],
}
