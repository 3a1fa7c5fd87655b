/** An empty Next.js app built and served exactly as the site is: the benchmark's floor. */
const config = { poweredByHeader: false }

export default config
