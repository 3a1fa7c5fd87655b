import { CONSENT_KEY } from './inline-scripts.mjs'

export { CONSENT_KEY }

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** On load: an absent key becomes 'false'; the notice shows unless the key is 'true'. */
export function shouldShowNotice(store: Store): boolean {
  const value = store.getItem(CONSENT_KEY)
  if (value === null) store.setItem(CONSENT_KEY, 'false')
  return value !== 'true'
}

export function acceptNotice(store: Store) {
  store.setItem(CONSENT_KEY, 'true')
}
