import { changedFields, DIFF_TEXT_MAX, fieldLabel } from './diff'

describe('changedFields', () => {
  it('lists changed text with before and after, richer values as changed, and skips bookkeeping fields', () => {
    const published = {
      id: 1,
      name: 'Biology',
      duration: '4 years',
      overview: { root: { children: [1] } },
      updatedAt: 'a',
      _status: 'published',
    }
    const draft = {
      id: 1,
      name: 'Biology',
      duration: '3 years',
      overview: { root: { children: [2] } },
      updatedAt: 'b',
      _status: 'draft',
      review: { status: 'submitted' },
    }
    expect(changedFields(published, draft)).toEqual([
      { field: 'duration', before: '4 years', after: '3 years' },
      { field: 'overview' },
    ])
  })

  it('compares a never-published document with nothing, and shortens long text', () => {
    expect(changedFields(null, { name: 'New', tuitionLocal: 100 })).toEqual([
      { field: 'name', before: '', after: 'New' },
      { field: 'tuitionLocal', before: '', after: '100' },
    ])
    const [change] = changedFields({ summary: 'a' }, { summary: 'b'.repeat(500) })
    expect(change.after).toHaveLength(DIFF_TEXT_MAX)
  })
})

test('fieldLabel', () => {
  expect(fieldLabel('matriculationRequirements')).toBe('Matriculation requirements')
})
