import type { APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** The spam check's answer, as the widget sends it: a server challenge solved with altcha-lib. */
export async function solvedAltcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/altcha')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
