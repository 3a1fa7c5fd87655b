import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/PageHeader'
import { listFinderItems } from '@/lib/data/programmes'
import { facetValues, filterProgrammes, parseFinderQuery, type FinderItem } from '@/lib/programmes/finder'

export const metadata: Metadata = {
  title: 'Find a programme',
  description: 'Search every undergraduate, graduate, extension and certificate programme by name, level, college, campus and modality.',
  alternates: { canonical: '/searchdegree' },
}

const KIND_LABELS: Record<FinderItem['kind'], string> = {
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  extension: 'Extension',
  certificate: 'Certificate',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One search across every programme. A plain GET form: the filters live in the URL, so a search can be shared. */
export default async function SearchDegreePage({ searchParams }: Props) {
  const query = parseFinderQuery(await searchParams)
  const items = await listFinderItems()
  const results = filterProgrammes(items, query)
  const select = (name: keyof typeof query, label: string, values: string[], labels?: Record<string, string>) => (
    <div className="field">
      <label htmlFor={`finder-${name}`}>{label}</label>
      <select id={`finder-${name}`} name={name} defaultValue={query[name]}>
        <option value="">Any</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels?.[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <>
      <PageHeader title="Find a Programme" intro="One search across undergraduate, graduate, extension and certificate programmes." />
      <div className="container section">
        <form method="get" action="/searchdegree" className="grid" role="search" aria-label="Programme finder">
          <div className="field">
            <label htmlFor="finder-q">Programme name</label>
            <input id="finder-q" name="q" type="search" defaultValue={query.q} />
          </div>
          {select('kind', 'Kind', Object.keys(KIND_LABELS), KIND_LABELS)}
          {select('level', 'Level', facetValues(items, (i) => i.levels))}
          {select('college', 'College', facetValues(items, (i) => [i.college]))}
          {select('campus', 'Campus', facetValues(items, (i) => i.campuses))}
          {select('modality', 'Modality', facetValues(items, (i) => i.modalities))}
          <div className="field" style={{ justifyContent: 'flex-end' }}>
            <button type="submit" className="btn">
              Search
            </button>
          </div>
        </form>
        <h2 aria-live="polite" style={{ marginTop: '2rem' }}>
          {results.length} {results.length === 1 ? 'programme' : 'programmes'} found
        </h2>
        {results.length === 0 ? (
          <p>
            No programme matches these filters. Try fewer filters, or <a href="/request_information">ask us</a> about what you would like to study.
          </p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Programme</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Levels</th>
                  <th scope="col">College</th>
                </tr>
              </thead>
              <tbody>
                {results.map((item) => (
                  <tr key={`${item.kind}-${item.name}`}>
                    <th scope="row">{item.url ? <a href={item.url}>{item.name}</a> : item.name}</th>
                    <td>{KIND_LABELS[item.kind]}</td>
                    <td>{item.levels.join(', ')}</td>
                    <td>{item.college ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  )
}
