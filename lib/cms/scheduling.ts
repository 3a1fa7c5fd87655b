/**
 * Editors' scheduled publish and unpublish (versions.drafts.schedulePublish) are jobs on Payload's
 * default queue, due at their time. Every server polls it every five seconds, so a change goes out
 * within seconds of its time; lib/cms/job-claim.ts lets one server take each job, and the publish
 * runs the collection's hooks (cache tags expired, audit entry written) like a save in the admin.
 */
export const SCHEDULED_PUBLISH_RUN = { cron: '*/5 * * * * *', queue: 'default', limit: 10, disableScheduling: true }
