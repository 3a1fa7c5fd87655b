import type { WpAttachment } from '../source/model'
import { expandShortcodes, parseAttributes, type Finding } from './shortcodes'

const picture = (id: number, parentId = 10, alt = `alt ${id}`): WpAttachment => ({
  id,
  title: `t${id}`,
  url: `https://old.example.edu/wp-content/uploads/2020/01/p${id}.jpg`,
  link: '',
  alt,
  caption: id === 2 ? 'Second caption' : '',
  parentId,
})
const attachments = new Map([1, 2, 3].map((id) => [id, picture(id, id === 3 ? 99 : 10)]))

function expand(html: string) {
  const findings: Finding[] = []
  return { html: expandShortcodes(html, { postId: 10, attachments, findings }), findings }
}

describe('expandShortcodes', () => {
  it('reads attributes as WordPress does: quoted, bare and positional', () => {
    expect(parseAttributes(` ids="1,2" columns='3' link=file "https://x.example/a.mp3" flag`)).toEqual({
      attrs: { ids: '1,2', columns: '3', link: 'file' },
      positional: ['https://x.example/a.mp3', 'flag'],
    })
  })

  it('makes [caption] a figure with its caption, from the attribute or the text after the picture', () => {
    const inText = expand(
      '[caption id="attachment_1" width="300"]<img src="a.jpg" alt="A boat"> A <b>boat</b>[/caption]',
    )
    expect(inText.html).toBe('<figure><img src="a.jpg" alt="A boat"><figcaption>A <b>boat</b></figcaption></figure>')
    const inAttribute = expand('[caption caption="On the lake"]<a href="a.jpg"><img src="a.jpg" alt=""></a>[/caption]')
    expect(inAttribute.html).toBe(
      '<figure><a href="a.jpg"><img src="a.jpg" alt=""></a><figcaption>On the lake</figcaption></figure>',
    )
    expect(inText.findings).toEqual([])
  })

  it("makes [gallery] its pictures with their alternatives and captions: the listed ids, else the post's attachments", () => {
    const listed = expand('[gallery ids="2,3"]').html
    expect(listed).toContain('alt="alt 2" class="wp-image-2"')
    expect(listed).toContain('<figcaption>Second caption</figcaption>')
    expect(listed).toContain('wp-image-3')
    const own = expand('[gallery columns="4"]').html
    expect(own).toContain('wp-image-1')
    expect(own).toContain('wp-image-2')
    expect(own).not.toContain('wp-image-3')
  })

  it('reports a gallery picture the export does not hold', () => {
    expect(expand('[gallery ids="1,77"]').findings).toEqual([
      { kind: 'missing-attachment', detail: 'gallery picture 77 is not in the export' },
    ])
  })

  it('makes [embed] and a URL alone on a line a link, a YouTube video a link to watch it, never a frame', () => {
    const youtube = expand('[embed]https://youtu.be/SQEQr7c0-dw[/embed]')
    expect(youtube.html).toBe(
      '<p><a href="https://www.youtube.com/watch?v=SQEQr7c0-dw">Watch the video on YouTube</a></p>',
    )
    expect(youtube.findings[0].kind).toBe('embed')
    const line = expand('Before\nhttps://twitter.com/nacin/status/319508408669708289\nAfter')
    expect(line.html).toContain(
      '<p><a href="https://twitter.com/nacin/status/319508408669708289">See it on twitter.com</a></p>',
    )
    expect(line.html).not.toMatch(/iframe/)
  })

  it('makes [audio] and [video] a link to the file, from src, a format attribute or a bare address', () => {
    expect(expand('[audio mp3="https://old.example.edu/a/song.mp3"][/audio]').html).toBe(
      '<p>Audio: <a href="https://old.example.edu/a/song.mp3">song.mp3</a></p>',
    )
    expect(expand('[audio https://old.example.edu/b.mp3]').html).toContain('>b.mp3</a>')
    expect(expand('[video src="https://old.example.edu/c.mp4"]').html).toBe(
      '<p>Video: <a href="https://old.example.edu/c.mp4">c.mp4</a></p>',
    )
  })

  it('keeps an unknown shortcode visible as written and reports it; [[x]] is WordPress escaping', () => {
    const unknown = expand('See [contact-form to="a@example.edu"] here')
    expect(unknown.html).toBe('See [contact-form to=&quot;a@example.edu&quot;] here')
    expect(unknown.findings).toEqual([{ kind: 'unknown-shortcode', detail: '[contact-form to="a@example.edu"]' }])
    expect(expand('Write [[gallery]] to show one').html).toBe('Write [gallery] to show one')
  })
})
