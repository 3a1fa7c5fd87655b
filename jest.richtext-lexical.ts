/**
 * Payload's Lexical editor under Jest, which cannot load it (ESM-only): what collection configs
 * call, keeping the blocks a rich-text field's editor allows where a test can see them (`editor.blocks`).
 */
type Block = { slug: string; fields: unknown[] }
type Feature = { blocks?: Block[] }
type Features = Feature[] | ((args: { defaultFeatures: Feature[] }) => Feature[])

export const BlocksFeature = ({ blocks }: { blocks: Block[] }): Feature => ({ blocks })

export function lexicalEditor(options: { features?: Features } = {}): { blocks: Block[] } {
  const features =
    typeof options.features === 'function' ? options.features({ defaultFeatures: [] }) : (options.features ?? [])
  return { blocks: features.flatMap((f) => f.blocks ?? []) }
}
