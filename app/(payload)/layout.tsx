/* Payload's admin shell (generated shape, keep thin). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'
import { formStateWithLocksForEditors } from '@/lib/cms/form-state-locks'
import { schedulePublishWithAccess } from '@/lib/cms/schedule-access'
import { importMap } from './admin/importMap.js'

type Args = { children: React.ReactNode }

/** Payload's admin server functions that lack a permission check, with it (see each module). */
const serverFunctions = { 'form-state': formStateWithLocksForEditors, 'schedule-publish': schedulePublishWithAccess }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap, serverFunctions })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
