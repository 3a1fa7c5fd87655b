import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Tabs } from '@/components/ui/Tabs'
import styles from './mdx.module.css'

type TabItemProps = { label: string; children?: ReactNode }

/** One tab of a <TabSet>; its children are rendered on the server and passed to the client tabs. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/**
 * Accessible tabs for MDX:
 *   <TabSet label="Student finance procedures"><TabItem label="Registration">…</TabItem></TabSet>
 * Only the tab switching runs in the browser (components/ui/Tabs); the panels are server-rendered.
 */
export function TabSet({ label, children }: { label: string; children?: ReactNode }) {
  const tabs = Children.toArray(children)
    .filter(
      (child): child is ReactElement<TabItemProps> =>
        isValidElement<TabItemProps>(child) && typeof child.props.label === 'string',
    )
    .map((child) => ({ label: child.props.label, content: child.props.children }))
  return (
    <div className={styles.tabSet}>
      <Tabs label={label} tabs={tabs} />
    </div>
  )
}
