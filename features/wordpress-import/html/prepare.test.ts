import type { WpAttachment } from '../source/model'
import { autop } from './autop'
import { pictureMarker, prepareHtml } from './prepare'

const attachments = new Map<number, WpAttachment>()
const prepare = (html: string, rawText = false) => prepareHtml(html, { postId: 1, attachments, rawText })

describe('autop', () => {
  it('makes paragraphs of blank-line separated text and line breaks inside them, leaving blocks alone', () => {
    expect(autop('One\ntwo\n\nThree\n<ul><li>a</li></ul>\nAfter')).toBe(
      '<p>One<br>\ntwo</p>\n<p>Three</p>\n<ul><li>a</li></ul>\n<p>After</p>',
    )
    expect(autop('<h2>Title</h2>\n\nText')).toBe('<h2>Title</h2>\n<p>Text</p>')
  })
})

describe('prepareHtml', () => {
  it('keeps headings, lists and links; turns each picture into a marker of its own with its alternative', () => {
    const out = prepare(
      '<h2>Hi</h2><p>See <a href="/x"><img src="a.jpg" alt="A boat" class="wp-image-12"></a> here</p>',
    )
    expect(out.pictures).toEqual([
      { marker: pictureMarker(0), src: 'a.jpg', alt: 'A boat', attachmentId: 12, caption: undefined },
    ])
    expect(out.html).toBe(`<h2>Hi</h2><p>${pictureMarker(0)}</p><p>See  here</p>`)
  })

  it("keeps a figure's caption as an emphasised paragraph after its picture", () => {
    const out = prepare('[caption caption="On the lake"]<img src="a.jpg" alt="A boat">[/caption]')
    expect(out.pictures[0]).toMatchObject({ alt: 'A boat', caption: 'On the lake' })
    expect(out.html).toBe(`<p>${pictureMarker(0)}</p><p><em>On the lake</em></p>`)
  })

  it('writes a table out row by row, caption first (the editor has no table), keeping every cell', () => {
    const out = prepare(
      '<table><caption>Fees</caption><tr><th>Term</th><th>Cost</th></tr><tr><td>Fall</td><td>$10</td></tr></table>',
    )
    expect(out.html).toBe('<p>Fees</p><p>Term | Cost</p><p>Fall | $10</p>')
  })

  it('turns a frame into a link (YouTube: a link to watch it) and reports it', () => {
    const out = prepare('<iframe src="https://www.youtube.com/embed/abc123" width="500"></iframe>')
    expect(out.html).toBe('<p><a href="https://www.youtube.com/watch?v=abc123">Watch the video on YouTube</a></p>')
    expect(out.findings).toEqual([{ kind: 'embed', detail: 'https://www.youtube.com/embed/abc123 became a link' }])
  })

  it('sanitises: scripts, styles and event handlers go, and what was removed is reported', () => {
    const out = prepare(
      '<p onclick="steal()">Text<script>alert(1)</script></p><style>p{}</style><a href="javascript:alert(1)">x</a>',
    )
    expect(out.html).toBe('<p>Text</p><a>x</a>')
    expect(out.findings.map((f) => f.detail)).toEqual(
      expect.arrayContaining(['<script> removed by sanitising (not allowed on the site)']),
    )
  })

  it("makes paragraphs of an export's raw text before anything else", () => {
    expect(prepare('First\n\nSecond', true).html).toBe('<p>First</p>\n<p>Second</p>')
  })

  it("finds a rendered gallery's pictures, which WordPress draws without their wp-image class, by their file at any size", () => {
    const procession: WpAttachment = {
      id: 6,
      title: 'Procession',
      url: 'http://old.example/wp-content/uploads/2024/05/commencement-procession.jpg',
      link: '',
      alt: 'Graduates on the quad',
      caption: '',
    }
    // As WordPress's REST API renders `[gallery]` (gallery_shortcode, thumbnail size).
    const html = `<div id='gallery-1' class='gallery'><figure class='gallery-item'><div class='gallery-icon landscape'><a href='http://old.example/wp-content/uploads/2024/05/commencement-procession.jpg'><img width="150" height="150" src="http://old.example/wp-content/uploads/2024/05/commencement-procession-150x150.jpg" class="attachment-thumbnail size-thumbnail" alt="Graduates on the quad" /></a></div><figcaption class='wp-caption-text gallery-caption'>The procession.</figcaption></figure></div>`
    const out = prepareHtml(html, { postId: 17, attachments: new Map([[6, procession]]), rawText: false })
    expect(out.pictures).toEqual([
      {
        marker: pictureMarker(0),
        src: 'http://old.example/wp-content/uploads/2024/05/commencement-procession-150x150.jpg',
        alt: 'Graduates on the quad',
        attachmentId: 6,
        caption: 'The procession.',
      },
    ])
    // Another site's picture of the same name is not taken for it.
    expect(
      prepare('<img src="https://cdn.example.net/2024/05/other.jpg" alt="">').pictures[0].attachmentId,
    ).toBeUndefined()
  })
})
