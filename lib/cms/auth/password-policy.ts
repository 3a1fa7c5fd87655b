import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

export const MIN_PASSWORD_LENGTH = 12
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3

let factory: Promise<ZxcvbnFactory> | null = null
/** Loaded when a password is first set: its dictionaries are megabytes no page render needs. */
function estimator() {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs }),
  )
  return factory
}

/**
 * Why a password may not be set, or null when it may. Common passwords and ones built from the
 * person's own name or e-mail are refused through zxcvbn's dictionaries (a maintained list of
 * common passwords, names and keyboard patterns), not a list of our own.
 */
export async function passwordProblem(
  password: string,
  personal: (string | null | undefined)[] = [],
): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  const inputs = personal.filter((v): v is string => Boolean(v)).flatMap((v) => [v, ...v.split(/[@.\s_-]+/)])
  const { score } = await (await estimator()).check(password, [...inputs, 'northern', 'caribbean', 'university', 'ncu'])
  if (score < MIN_SCORE)
    return 'This password is too common or too easy to guess: use a longer phrase of unrelated words.'
  return null
}
