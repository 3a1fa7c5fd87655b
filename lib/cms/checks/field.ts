import type { UIField } from 'payload'
import type { CheckOptions } from './check'

/** The name of the checks panel's field: a collection or global that has it is checked before publishing. */
export const PUBLISHING_CHECKS_FIELD = 'publishingChecks'

/** The sidebar panel listing the checks' findings as the editor types (PublishingChecks.tsx). */
export function publishingChecksField(options: Pick<CheckOptions, 'title' | 'description'> = {}): UIField {
  return {
    name: PUBLISHING_CHECKS_FIELD,
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: {
        Field: {
          path: '/lib/cms/checks/PublishingChecks#PublishingChecks',
          clientProps: { title: options.title, description: options.description },
        },
      },
    },
  }
}
