import { articleParagraphs } from './article-paragraphs'
import type { LexicalState } from './lexical'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })

/**
 * What toLexical (Payload's HTML conversion with the site's editor) gives for
 * `<h2>Head <em>ing</em></h2><p>Some <strong>bold</strong> and a <a href="https://example.edu/x">link</a>.<br>Next line</p>
 * <ul><li>One<ul><li>Nested</li></ul></li><li>Two</li></ul><ol><li>First</li></ol>
 * <blockquote><p>Quoted</p></blockquote><hr>` and two imported pictures, its layout attributes left out.
 */
const converted = (): LexicalState => ({
  root: {
    type: 'root',
    children: [
      { type: 'heading', tag: 'h2', children: [text('Head '), text('ing', 2)] },
      {
        type: 'paragraph',
        children: [
          text('Some '),
          text('bold', 1),
          text(' and a '),
          {
            type: 'link',
            fields: { linkType: 'custom', newTab: false, url: 'https://example.edu/x' },
            children: [text('link')],
          },
          text('.'),
          { type: 'linebreak' },
          text('Next line'),
        ],
      },
      {
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: [
          { type: 'listitem', value: 1, children: [text('One')] },
          {
            type: 'listitem',
            value: 2,
            children: [
              {
                type: 'list',
                listType: 'bullet',
                start: 1,
                tag: 'ul',
                children: [{ type: 'listitem', value: 1, children: [text('Nested')] }],
              },
            ],
          },
          { type: 'listitem', value: 2, children: [text('Two')] },
        ],
      },
      {
        type: 'list',
        listType: 'number',
        start: 1,
        tag: 'ol',
        children: [{ type: 'listitem', value: 1, children: [text('First')] }],
      },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('Quoted')] }] },
      { type: 'horizontalrule' },
      { type: 'upload', relationTo: 'media', value: 7 },
      { type: 'upload', relationTo: 'media', value: 8 },
    ],
  },
})

describe("a post's text as a news article's paragraphs", () => {
  it('keeps the words of every block, a list item per line, a link with its address', () => {
    expect(articleParagraphs(converted(), new Set([7, 8])).paragraphs).toEqual([
      'Head ing',
      'Some bold and a link (https://example.edu/x).\nNext line',
      '• One',
      '◦ Nested',
      '• Two',
      '1. First',
      'Quoted',
    ])
  })

  it('names in the report what plain paragraphs cannot hold, and pictures neither the cover nor the second one', () => {
    expect(articleParagraphs(converted(), new Set([7])).notKept).toEqual([
      '1 heading(s) kept as paragraphs, their rank lost ("Head ing")',
      '2 list(s) kept as a line per item',
      '1 quotation(s) kept as paragraphs ("Quoted")',
      '1 link(s) kept as their text with the address after it',
      '1 picture(s) not shown, an article shows its cover and one more (media 8)',
      'bold, italic and other emphasis became plain text',
      'not held by plain text: horizontal rule',
    ])
  })

  it('reports nothing for plain paragraphs, and writes a bare address once', () => {
    const plain: LexicalState = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [text('Plain words.')] },
          {
            type: 'paragraph',
            children: [
              {
                type: 'autolink',
                fields: { linkType: 'custom', url: 'https://example.edu' },
                children: [text('https://example.edu')],
              },
            ],
          },
          { type: 'paragraph', children: [] },
        ],
      },
    }
    expect(articleParagraphs(plain, new Set())).toEqual({
      paragraphs: ['Plain words.', 'https://example.edu'],
      notKept: [],
    })
  })

  it('names a link to a record by its text, its target lost', () => {
    const internal: LexicalState = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              text('See '),
              {
                type: 'link',
                fields: { linkType: 'internal', doc: { relationTo: 'stories', value: 3 } },
                children: [text('the story')],
              },
            ],
          },
        ],
      },
    }
    expect(articleParagraphs(internal, new Set())).toEqual({
      paragraphs: ['See the story'],
      notKept: ['1 link(s) kept as their text only ("the story")'],
    })
  })
})
