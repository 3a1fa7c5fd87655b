import type { Payload, PayloadRequest } from 'payload'

/** Site settings → E-mail: the choices of how often admissions hears of new requests. */
export const NOTICE_FREQUENCY_OPTIONS = [
  { label: 'An e-mail for each request', value: 'each' },
  { label: 'A daily digest (12:00 UTC, 07:00 in Jamaica)', value: 'daily' },
  { label: 'No notices', value: 'off' },
] as const
export type NoticeFrequency = (typeof NOTICE_FREQUENCY_OPTIONS)[number]['value']
const NOTICE_FREQUENCIES: readonly NoticeFrequency[] = NOTICE_FREQUENCY_OPTIONS.map((o) => o.value)

export type NoticeSettings = { frequency: NoticeFrequency; recipient: string | null }

type StoredSettings = {
  admissionsNotices?: { frequency?: string | null; recipient?: string | null } | null
  emails?: { admissions?: string | null } | null
}

/** Site settings → E-mail: how often admissions hears of new requests, and at which address (the admissions address by default). */
export function noticeSettingsOf(settings: StoredSettings): NoticeSettings {
  const frequency = NOTICE_FREQUENCIES.find((f) => f === settings.admissionsNotices?.frequency) ?? 'each'
  const recipient = settings.admissionsNotices?.recipient?.trim() || settings.emails?.admissions?.trim() || null
  return { frequency, recipient }
}

export async function readNoticeSettings(payload: Payload, req?: PayloadRequest): Promise<NoticeSettings> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return noticeSettingsOf(settings as StoredSettings)
}
