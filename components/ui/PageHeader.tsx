import type { ReactNode } from 'react'

/** The banded title at the top of every inner page; the page's only <h1>. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </div>
  )
}
