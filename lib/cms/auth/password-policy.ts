import core from '@zxcvbn-ts/core'
import common from '@zxcvbn-ts/language-common'
import en from '@zxcvbn-ts/language-en'

export const MIN_PASSWORD_LENGTH = 12
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3

let factory: InstanceType<typeof core.ZxcvbnFactory> | null = null
function estimator() {
  factory ??= new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs })
  return factory
}

/**
 * Why a password may not be set, or null when it may. Common passwords and ones built from the
 * person's own name or e-mail are refused through zxcvbn's dictionaries (a maintained list of
 * common passwords, names and keyboard patterns), not a list of our own.
 */
export async function passwordProblem(password: string, personal: (string | null | undefined)[] = []): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  const inputs = personal.filter((v): v is string => Boolean(v)).flatMap((v) => [v, ...v.split(/[@.\s_-]+/)])
  const { score } = await estimator().check(password, [...inputs, 'northern', 'caribbean', 'university', 'ncu'])
  if (score < MIN_SCORE) return 'This password is too common or too easy to guess: use a longer phrase of unrelated words.'
  return null
}
