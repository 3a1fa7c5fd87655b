/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { blockConverters } from '@/components/ui/rich-text-blocks'
import { STORY_BLOCKS } from './story-blocks'

// Payload's Lexical renderer is ESM Jest does not load; the form's own messages are not under test here.
jest.mock('@/components/ui/RichText', () => ({ RichText: () => null }))

/** A form as the story's read populates it in its block (Forms → Forms). */
const alumniForm = {
  id: 7,
  title: 'Alumni details',
  submitButtonLabel: 'Update my details',
  confirmationType: 'message',
  fields: [
    { blockType: 'text', name: 'fullName', label: 'Full name', required: true },
    { blockType: 'email', name: 'email', label: 'E-mail', required: true },
  ],
}

/** A block node of the story's text as Payload's renderer hands it to the converter. */
const showBlock = (fields: Record<string, unknown>) => {
  const converter = blockConverters(STORY_BLOCKS)[String(fields.blockType)]
  return converter ? converter({ node: { fields } }) : null
}

describe('the blocks of a story’s text', () => {
  it('show a form an editor placed in the text, under the block’s heading', async () => {
    render(<>{showBlock({ id: 'b1', blockType: 'form', heading: 'Were you there?', form: alumniForm })}</>)
    expect(screen.getByRole('region', { name: 'Were you there?' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Were you there?' })).toBeTruthy()
    // The form itself is loaded on demand (LazyEditorForm).
    expect(await screen.findByLabelText(/Full name/)).toBeTruthy()
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update my details' })).toBeTruthy()
  })

  it('show nothing for a form block whose form was deleted (left as its id), nor for a block type stories do not have', () => {
    const { container } = render(
      <>
        {showBlock({ id: 'b2', blockType: 'form', heading: 'Gone', form: 12 })}
        {showBlock({ id: 'b3', blockType: 'video', youtubeId: 'abc' })}
      </>,
    )
    expect(container.innerHTML).toBe('')
  })
})
