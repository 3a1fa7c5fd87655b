/** @jest-environment jsdom */
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { dismissalKey } from '@/lib/alerts/dismissal'
import { ALERT_DATA_ID, ALERT_HIDDEN_ATTRIBUTE, siteAlertData, siteAlertScript } from './site-alert-script'

const alert: PublicAlert = {
  id: '12',
  version: '2026-03-01T10:00:00.000Z',
  level: 'information',
  headline: 'Registration extended',
  text: 'Until Friday.',
  link: null,
  startsAt: '2026-03-01T10:00:00.000Z',
  endsAt: '2999-01-01T00:00:00.000Z',
}

/** Puts the alert's JSON <script> in the page and runs the inline script as the browser does, against this document and the given storage. */
function run(a: PublicAlert, storage: Pick<Storage, 'getItem'>) {
  document.body.innerHTML = `<script type="application/json" id="${ALERT_DATA_ID}">${siteAlertData(a)}</script>`
  document.documentElement.removeAttribute(ALERT_HIDDEN_ATTRIBUTE)
  new Function('localStorage', 'document', siteAlertScript)(storage, document)
  return document.documentElement.hasAttribute(ALERT_HIDDEN_ATTRIBUTE)
}

const store = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null })

describe('site alert inline script', () => {
  it('leaves an alert not dismissed visible', () => {
    expect(run(alert, store({}))).toBe(false)
  })

  it('hides this version once dismissed, not another version', () => {
    expect(run(alert, store({ [dismissalKey(alert)]: alert.version }))).toBe(true)
    expect(run(alert, store({ [dismissalKey(alert)]: '2026-02-01T00:00:00.000Z' }))).toBe(false)
  })

  it('never hides a running emergency, even with a dismissal stored', () => {
    const emergency = { ...alert, level: 'emergency' as const }
    expect(run(emergency, store({ [dismissalKey(alert)]: alert.version }))).toBe(false)
  })

  it('hides an alert whose end has passed (a page cached a moment too long)', () => {
    expect(run({ ...alert, endsAt: '2001-01-01T00:00:00.000Z' }, store({}))).toBe(true)
    expect(run({ ...alert, level: 'emergency', endsAt: '2001-01-01T00:00:00.000Z' }, store({}))).toBe(true)
  })

  it('shows the alert when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(run(alert, blocked)).toBe(false)
  })

  it('cannot be closed by text in the alert', () => {
    expect(siteAlertData({ ...alert, id: '</script><script>x()' })).not.toMatch(/<\/script/i)
  })

  it('leaves the alert shown when its facts cannot be read', () => {
    document.body.innerHTML = ''
    document.documentElement.removeAttribute(ALERT_HIDDEN_ATTRIBUTE)
    new Function('localStorage', 'document', siteAlertScript)(store({}), document)
    expect(document.documentElement.hasAttribute(ALERT_HIDDEN_ATTRIBUTE)).toBe(false)
  })
})
