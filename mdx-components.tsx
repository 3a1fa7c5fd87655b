import type { MDXComponents } from 'mdx/types'

// Components content authors may use in any MDX file are registered here.
const components: MDXComponents = {}

export function useMDXComponents(): MDXComponents {
  return components
}
