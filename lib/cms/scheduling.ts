import { AsyncLocalStorage } from 'node:async_hooks'
import type { SanitizedConfig } from 'payload'

/**
 * Editors' scheduled publish and unpublish (versions.drafts.schedulePublish) are tasks on Payload's
 * default queue, due at their time. Every server polls it every five seconds, so a change goes out
 * within seconds of its time; lib/cms/queue-claim.ts lets one server take each task, and the publish
 * runs the collection's hooks (cache tags expired, audit entry written) like a save in the admin.
 */
export const SCHEDULED_PUBLISH_RUN = { cron: '*/5 * * * * *', queue: 'default', limit: 10, disableScheduling: true }

const scheduled = new AsyncLocalStorage<true>()

/** Whether the running change is a scheduled one: made by the server itself, in no visitor's or editor's request. */
export function inScheduledChange(): boolean {
  return scheduled.getStore() === true
}

/** Marks the changes Payload's scheduled-publish task makes, so the expiry hooks know no request is there to expire tags in. */
export function markScheduledChanges(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
  const handler = task?.handler
  if (task && typeof handler === 'function')
    task.handler = ((args: unknown) => scheduled.run(true, () => handler(args as never))) as typeof handler
  return config
}
