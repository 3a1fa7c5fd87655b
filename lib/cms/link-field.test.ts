import type { Field } from 'payload'
import { PAGE_BLOCKS } from '@/lib/cms/blocks/page-blocks'
import { validateLinkUrl } from './link-field'

test.each(['/request_information', '/featurestory?article=x', 'https://apply.example.edu'])('%s is a link', (url) => {
  expect(validateLinkUrl(url)).toBe(true)
})

test.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example.com', '', 42])('%s is refused', (url) => {
  expect(validateLinkUrl(url)).toBe('Enter a path starting with / or an http(s):// address.')
})

/** Every field named `linkUrl` under these fields, however deep. */
function linkFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => [
    ...('name' in field && field.name === 'linkUrl' ? [field] : []),
    ...('fields' in field ? linkFields(field.fields) : []),
  ])
}

test('every link a composed page’s block stores is validated', () => {
  const found = PAGE_BLOCKS.flatMap((block) => linkFields(block.fields))
  expect(found.length).toBeGreaterThanOrEqual(2)
  for (const field of found) expect('validate' in field && field.validate).toBe(validateLinkUrl)
})
