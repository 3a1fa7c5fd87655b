import { LETTERS, type KeywordGroup } from '../query/keywords'
import styles from './Search.module.css'
import { PageLink } from '@/components/ui/PageLink'
import { SuggestingInput } from './SuggestingInput'

export function KeywordSearchForm({ keyword }: { keyword: string }) {
  return (
    <form role="search" aria-label="Keyword search" action="/keywordsearch" method="get" className={styles.form}>
      <div className="field">
        <label htmlFor="keyword-search-input">Keyword</label>
        <SuggestingInput
          id="keyword-search-input"
          name="keyword"
          defaultValue={keyword}
          placeholder="e.g. tuition, transcripts, nursing"
        />
      </div>
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  )
}

export function LetterLinks({ current }: { current: string | null }) {
  return (
    <nav className={styles.letters} aria-label="Keywords by letter">
      <ul>
        {LETTERS.map((letter) => (
          <li key={letter}>
            <PageLink href={`/keywordsearch?letter=${letter}`} aria-current={current === letter ? 'page' : undefined}>
              <span className="visually-hidden">Keywords starting with </span>
              {letter}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function ResultGroups({ groups }: { groups: KeywordGroup[] }) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => (
        <li key={group.keyword} className={styles.group}>
          <h3>{group.keyword}</h3>
          <ul>
            {group.results.map((r) => (
              <li key={r.pageLink}>
                <PageLink href={r.pageLink}>{r.pageName}</PageLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

export function NoResults({ what }: { what: string }) {
  return (
    <div className={styles.empty}>
      <p>
        <strong>We found nothing for {what}.</strong> Try a shorter or different word, such as “tuition”, “records” or
        “admission”, or browse the keywords by letter above.
      </p>
      <p>
        Looking for a person or an office? The <PageLink href="/searchDepartment">department directory</PageLink> lists
        extensions and e-mail addresses, and <PageLink href="/openinghours">office hours</PageLink> shows when each
        office is open.
      </p>
    </div>
  )
}
