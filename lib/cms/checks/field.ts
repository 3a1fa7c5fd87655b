import type { UIField } from 'payload'
import type { CheckOptions } from './check'

/** The sidebar panel listing the checks' findings as the editor types (PublishingChecks.tsx). */
export function publishingChecksField(options: Pick<CheckOptions, 'title' | 'description'> = {}): UIField {
  return {
    name: 'publishingChecks',
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
