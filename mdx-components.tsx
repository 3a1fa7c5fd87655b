import type { MDXComponents } from 'mdx/types'
import type { ComponentProps } from 'react'
import { PageLink } from '@/components/ui/PageLink'
import {
  Actions,
  DataTable,
  Downloads,
  Facts,
  LinkCards,
  Notice,
  PdfEmbed,
  TabItem,
  TabSet,
  VideoFacade,
} from '@/components/mdx'

// Components content authors may use in any MDX file without importing them (components/mdx).
// <LinkCards cards={[{ title, href, text }]} />      grid of link cards (hover/focus highlight)
// <DataTable caption columns={[...]} rows={[[...]]} /> captioned table; first cell is the row header
// <Downloads keys={['medical-form']} /> or <Downloads category="bulletin" prefix="bulletin-undergraduate" />
// <TabSet label="…"><TabItem label="…">markdown</TabItem></TabSet>   accessible tabs
// <Notice title="…" date="2022-04-30" dateLabel="Deadline">markdown</Notice>
// <Facts items={[{ label, value }]} />  <Actions>links</Actions>
// <PdfEmbed docKey="brochure" title="Brochure" />  <VideoFacade youtubeId title />
const components: MDXComponents = {
  // Markdown links to the site's pages navigate without a full page load.
  a: ({ href = '', ...rest }: ComponentProps<'a'>) => <PageLink href={href} {...rest} />,
  Actions,
  DataTable,
  Downloads,
  Facts,
  LinkCards,
  Notice,
  PdfEmbed,
  TabItem,
  TabSet,
  VideoFacade,
}

export function useMDXComponents(): MDXComponents {
  return components
}
