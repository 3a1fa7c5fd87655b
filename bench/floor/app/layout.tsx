export const metadata = {
  title: 'Floor',
  description: 'An empty Next.js page: the floor the site is measured against.',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
