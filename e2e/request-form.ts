import type { APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** A complete, valid request-information form for `email` (no church details, an undergraduate choice). */
export function sampleRequest(email: string) {
  return {
    firstName: 'Data',
    middleName: 'Protection',
    lastName: 'Subject',
    telephone: '(876)555-0199',
    email,
    gender: 'Female',
    location: 'Virtual Open House',
    lastSchool: 'Manchester High School',
    grade: 'Grade 12',
    adventist: 'no',
    churchConference: '',
    churchDistrict: '',
    degreeType: 'Undergraduate',
    programChoice: '',
    degreeChoice: 'Nursing',
    additionInfo: '',
  }
}

/** The spam check's answer, as the widget sends it: a server challenge solved with altcha-lib. */
export async function solvedAltcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/altcha')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
