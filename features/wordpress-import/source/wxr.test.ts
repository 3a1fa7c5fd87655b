import { readFileSync } from 'node:fs'
import { themeUnitTestExport } from './theme-unit-test'
import { gmtDate, parseWxr } from './wxr'

describe('parseWxr on the WordPress Theme Unit Test export', () => {
  const site = parseWxr(readFileSync(themeUnitTestExport(), 'utf8'))
  const post = (id: number) => site.content.find((c) => c.id === id)!

  it('reads every post, page and attachment, and counts what has no place (menu items)', () => {
    expect(site.baseUrl).toBe('https://wpthemetestdata.wordpress.com')
    expect(site.content.filter((c) => c.type === 'post')).toHaveLength(51)
    expect(site.content.filter((c) => c.type === 'page')).toHaveLength(21)
    expect(site.attachments).toHaveLength(38)
    expect(site.ignored).toEqual({ nav_menu_item: 70, comment: 32 })
  })

  it('keeps the statuses, the password flag and the dates in UTC', () => {
    expect(post(1164)).toMatchObject({ status: 'draft', title: 'Draft', slug: '' })
    expect(post(1153)).toMatchObject({ status: 'future', date: '2030-01-01T19:00:18.000Z', slug: 'scheduled' })
    expect(post(1168)).toMatchObject({ status: 'publish', passwordProtected: true })
    expect(post(1241).sticky).toBe(true)
    expect(post(1169).title).toBe('')
  })

  it('reads authors, categories, tags, the featured image and the permalink', () => {
    expect(site.authors.find((a) => a.login === 'themedemos')?.name).toBe('Theme Buster')
    expect(post(1011)).toMatchObject({
      featuredImageId: 1022,
      link: 'https://wpthemetestdata.wordpress.com/2012/03/15/template-featured-image-horizontal/',
    })
    expect(post(1152).categories).toContain('aciform')
    expect(post(1151).tags.length).toBeGreaterThan(10)
    expect(site.terms.some((t) => t.taxonomy === 'post_tag' && t.slug === 'captions-2')).toBe(true)
    // Comments have no place on the site: counted, so the report names them.
    expect(site.ignored.comment).toBe(32)
    expect(site.terms.find((t) => t.slug === 'child-1')).toMatchObject({ taxonomy: 'category', parent: 'parent' })
    expect(site.terms.find((t) => t.slug === 'parent')?.parent).toBeUndefined()
  })

  it("keeps each attachment's file address and text alternative", () => {
    expect(site.attachments.find((a) => a.id === 611)).toMatchObject({
      url: 'https://wpthemetestdata.files.wordpress.com/2008/06/canola2.jpg',
      alt: 'canola',
      parentId: 555,
    })
  })
})

describe('parseWxr', () => {
  const wxr11 = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.1/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.1/">
<channel><title>Old</title><link>https://old.example.edu</link><wp:wxr_version>1.1</wp:wxr_version>
<wp:base_blog_url>https://old.example.edu/</wp:base_blog_url>
<item><title>Hello &amp; welcome</title><link>https://old.example.edu/hello/</link><dc:creator>jo</dc:creator>
<content:encoded><![CDATA[Text <b>bold</b>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>5</wp:post_id><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt><wp:post_date>2020-02-03 04:05:06</wp:post_date>
<wp:post_name>hello</wp:post_name><wp:status>private</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
<category domain="category" nicename="news"><![CDATA[News]]></category></item>
</channel></rss>`

  it('reads a WXR 1.1 export, a never-published date falling back to the local one', () => {
    const site = parseWxr(wxr11)
    expect(site.baseUrl).toBe('https://old.example.edu')
    expect(site.content[0]).toMatchObject({
      id: 5,
      title: 'Hello & welcome',
      html: 'Text <b>bold</b>',
      status: 'private',
      categories: ['news'],
      date: '2020-02-03T04:05:06.000Z',
      passwordProtected: false,
    })
  })

  it("reads the sizes WordPress made of a picture from its metadata (PHP's serialised form)", () => {
    const metadata =
      'a:5:{s:5:"width";i:1600;s:6:"height";i:1000;s:4:"file";s:26:"2024/03/clinic-opening.jpg";s:5:"sizes";a:2:{s:6:"medium";a:4:{s:4:"file";s:26:"clinic-opening-300x188.jpg";s:5:"width";i:300;s:6:"height";i:188;s:9:"mime-type";s:10:"image/jpeg";}s:9:"thumbnail";a:4:{s:4:"file";s:26:"clinic-opening-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";}}s:10:"image_meta";a:0:{}}'
    const site = parseWxr(
      wxr11.replace(
        '</channel>',
        `<item><title>clinic</title><link>https://old.example.edu/clinic/</link><wp:post_id>7</wp:post_id><wp:post_type>attachment</wp:post_type>
<wp:attachment_url><![CDATA[https://old.example.edu/wp-content/uploads/2024/03/clinic-opening.jpg]]></wp:attachment_url>
<wp:postmeta><wp:meta_key><![CDATA[_wp_attachment_metadata]]></wp:meta_key><wp:meta_value><![CDATA[${metadata}]]></wp:meta_value></wp:postmeta></item></channel>`,
      ),
    )
    expect(site.attachments[0].sizes).toEqual([
      'https://old.example.edu/wp-content/uploads/2024/03/clinic-opening-300x188.jpg',
      'https://old.example.edu/wp-content/uploads/2024/03/clinic-opening-150x150.jpg',
    ])
  })

  it('refuses what is not a WordPress export, and XML that is not well-formed', () => {
    expect(() => parseWxr('<rss><channel><title>x</title></channel></rss>')).toThrow(/not a WordPress export/)
    expect(() => parseWxr('<rss><channel>')).toThrow()
  })

  it('reads "0000-00-00" as no date', () => {
    expect(gmtDate('0000-00-00 00:00:00')).toBeNull()
    expect(gmtDate('2013-04-09 18:20:39')).toBe('2013-04-09T18:20:39.000Z')
  })
})
