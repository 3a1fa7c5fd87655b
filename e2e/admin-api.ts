import type { APIRequestContext, Page, Response } from '@playwright/test'
import { expect } from '@playwright/test'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const ADMIN = { email: 'admin@example.edu', password: 'demo-admin-password' }
export const EDITOR = { email: 'editor@example.edu', password: 'demo-admin-password' }
/** The seeded college editor, scoped to the College of Natural and Applied Sciences (CNAS). */
export const COLLEGE_EDITOR = { email: 'college-editor@example.edu', password: 'demo-admin-password', college: 'CNAS' }

type Credentials = { email: string; password: string }

const LOCK = path.join(tmpdir(), 'ncu-e2e-sign-in.lock')
/** A lock older than this was left by a worker that died holding it. */
const STALE_LOCK_MS = 30_000

/**
 * Runs one sign-in at a time across the suite's worker processes. Payload records a sign-in's
 * session by reading the user's sessions and writing them back with the new one, so two sign-ins
 * of the same user at the same moment can lose one session, and that token is then refused.
 */
export async function oneSignInAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true })
      } catch {
        // Released meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  try {
    return await signIn()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** Signs in to Payload's REST API (as the seeded administrator by default) and returns the Authorization header. */
export async function adminAuth(
  request: APIRequestContext,
  user: Credentials = ADMIN,
): Promise<Record<string, string>> {
  const response = await oneSignInAtATime(() => request.post('/api/users/login', { data: user }))
  if (!response.ok()) throw new Error(`${user.email} login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** Signs in through /admin's login form, as an editor does, and waits for the dashboard. */
export async function signInToAdmin(page: Page, user: Credentials = ADMIN) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await oneSignInAtATime(async () => {
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  })
}

/**
 * Makes `change` to the document open in /admin and publishes it, as an editor does, and waits
 * for the save's answer and Payload's notice. Drafts are autosaved as the editor types
 * (lib/cms/versions.ts), so a change the form has taken in is followed by its autosave; one made
 * before the field's own script has started is lost (the form's `data-form-ready` comes before
 * some fields'), so it is made again until an autosave follows: a `change` that fills a field
 * clears it first, since the same text again is no change to the form. The publish is told apart
 * from autosaves by its address.
 */
export async function publishInAdmin(page: Page, change: () => Promise<void>) {
  const ready = page.locator('form[data-form-ready="true"]').first()
  const isAutosave = (r: Response) => r.request().method() === 'PATCH' && r.url().includes('autosave=true')
  await expect(ready).toBeAttached({ timeout: 30_000 })
  await expect(async () => {
    const autosaved = page.waitForResponse(isAutosave, { timeout: 10_000 })
    await change()
    expect((await autosaved).status()).toBe(200)
  }).toPass({ timeout: 60_000 })
  await expect(ready).toBeAttached({ timeout: 30_000 })
  const published = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/') && !isAutosave(r),
    { timeout: 60_000 },
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const answer = await published
  expect(answer.status(), await answer.text()).toBe(200)
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 30_000,
  })
}
