import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor' | 'admissions' | 'college-editor'

type WithRoles = { roles?: Role[] | null }

export function hasRole(req: PayloadRequest, ...roles: Role[]): boolean {
  const user = req.user as WithRoles | null | undefined
  return Boolean(user?.roles?.some((role) => roles.includes(role)))
}

/**
 * The roles that see drafts on the site (draft mode) and in the live preview. College editors
 * preview their own college's drafts this way; in preview the site shows every draft, so they
 * may also see another college's unpublished text (never change it).
 */
const PREVIEW_ROLES: Role[] = ['admin', 'editor', 'college-editor']

export function mayPreview(user: unknown): boolean {
  const roles = (user as WithRoles | null | undefined)?.roles
  return Boolean(roles?.some((role) => PREVIEW_ROLES.includes(role)))
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const signedIn: Access = ({ req }) => Boolean(req.user)
export const admins: Access = ({ req }) => hasRole(req, 'admin')
export const editors: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const admissions: Access = ({ req }) => hasRole(req, 'admin', 'admissions')
export const adminsField: FieldAccess = ({ req }) => hasRole(req, 'admin')

/** Drafts stay private: visitors read only documents whose latest saved state is published. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}

/** The access block of content editors manage and visitors read. */
export const contentAccess = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
  readVersions: editors,
}

/** Versions hold drafts, so only the roles that may read drafts may read them. */
export const draftContentAccess = { ...contentAccess, read: publishedOrEditors, readVersions: editors }
