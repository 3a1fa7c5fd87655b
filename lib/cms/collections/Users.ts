import type { CollectionConfig } from 'payload'
import { admins, adminsField, hasRole } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Administration' },
  auth: {
    // Five failed sign-ins lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    read: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: admins,
    update: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: admins,
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
      ],
    },
  ],
}
