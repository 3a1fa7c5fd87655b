import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): nothing is fetched at build or run time.
//
// One web font, for headings only; body text uses the system's own sans-serif (globals.css).
// Every font file that arrives before the first paint sits on the critical path of a slow phone
// connection: with Inter for the body and this font both preloaded (100 kB), the largest paint
// came a good second after the empty-page floor's (bench/RESULTS.md). Not preloading instead
// lets the file arrive after the first paint, and the late swap moved the page (CLS 0.01-0.04).
// So: preloaded, and `optional`: where it is not there within 100 ms (a slow first visit) the
// headings keep the fallback for that page view rather than shifting, and the next page has it.
export const serif = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-serif',
  display: 'optional',
  weight: '200 900',
  adjustFontFallback: 'Times New Roman',
})
