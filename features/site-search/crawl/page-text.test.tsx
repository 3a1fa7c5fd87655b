import { renderToStaticMarkup } from 'react-dom/server'
import { decodeEntities, pageTextFromHtml } from './page-text'

const page = renderToStaticMarkup(
  <html>
    <body>
      <header>
        <a href="/">Utility link outside main</a>
      </header>
      <main id="main">
        <h1>Tuition and Fees</h1>
        <p>
          Fees &amp; refunds for <strong>2024-2025</strong>.
        </p>
        <h2>Refunds</h2>
        <table>
          <caption>Refund by week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Refund</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">First week</th>
              <td>90%</td>
            </tr>
          </tbody>
        </table>
        <dl>
          <dt>
            <strong>Summa</strong> cum laude
          </dt>
          <dd>3.90 or better</dd>
        </dl>
        <script dangerouslySetInnerHTML={{ __html: 'var hidden = "script text"' }} />
        <svg>
          <title>Icon title</title>
        </svg>
        <h3>
          Students <em>&lt;under&gt;</em> 18
        </h3>
      </main>
      <footer>Footer text</footer>
    </body>
  </html>,
)

describe('pageTextFromHtml', () => {
  const text = pageTextFromHtml(page)

  it('reads the main content only, as a visitor reads it', () => {
    expect(text.body).toBe(
      'Fees & refunds for 2024-2025 . Refunds Refund by week Week Refund First week 90% Summa cum laude 3.90 or better Students <under> 18',
    )
    expect(text.body).not.toMatch(/Utility link|Footer|script text|Icon title|Tuition and Fees/)
  })
  it('keeps the section headings apart, then what tables and definition lists define: captions, headers, terms', () => {
    expect(text.headings).toEqual([
      'Refunds',
      'Students <under> 18',
      'Refund by week',
      'Week',
      'Refund',
      'First week',
      'Summa cum laude',
    ])
  })
  it('leaves data cells in the body only', () => {
    expect(text.headings).not.toContain('90%')
    expect(text.headings).not.toContain('3.90 or better')
  })
  it('reads a table of thousands of rows, each header once, in a time that grows with the rows (not their square)', () => {
    const table = (rows: number) =>
      `<main><table><caption>Fees</caption>${Array.from(
        { length: rows },
        (_, i) => `<tr><th scope="row">Programme ${i % (rows / 2)}</th><td>J$${i}</td></tr>`,
      ).join('')}</table></main>`
    const time = (html: string) => {
      const started = performance.now()
      const read = pageTextFromHtml(html)
      return { ms: performance.now() - started, read }
    }
    const small = time(table(2_000))
    const large = time(table(20_000))
    // Every header once (each row's appears twice), in the page's order.
    expect(large.read.headings).toHaveLength(1 + 10_000)
    expect(large.read.headings.slice(0, 3)).toEqual(['Fees', 'Programme 0', 'Programme 1'])
    // Ten times the rows: some ten times the time, where a list looked up per header took a hundred (seconds here).
    expect(large.ms).toBeLessThan(Math.max(30 * small.ms, 1_000))
  })
  it('gives nothing for a page without main content', () => {
    expect(pageTextFromHtml('<html><body><p>x</p></body></html>')).toEqual({ headings: [], body: '' })
  })
})

describe('decodeEntities', () => {
  it('decodes what React writes and numeric references, and leaves the rest', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&#x27;&#39;&#8217;&nbsp;&unknown;&#0;')).toBe("&<>\"''’ &unknown;&#0;")
  })
})
