import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): nothing is fetched at build or run time.
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
})

export const serif = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-serif',
  display: 'swap',
  weight: '200 900',
})
