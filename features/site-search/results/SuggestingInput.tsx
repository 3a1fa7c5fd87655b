'use client'

import { useEffect, useId, useRef, useState } from 'react'
import styles from './Search.module.css'

export type Suggestion = { title: string; url: string; kind: string }

/** Wait this long after the last key before asking, so typing a word sends one request, not one per letter. */
const DEBOUNCE_MS = 150
const MIN_LENGTH = 2

/**
 * The keyword box with suggestions as you type (the ARIA combobox pattern): the server renders a
 * plain search field inside the GET form, which works without JavaScript; once hydrated, typing
 * lists matching pages below it (arrow keys move, Enter opens, Escape closes), and Enter without
 * a chosen suggestion submits the form as before.
 */
export function SuggestingInput({
  id,
  name,
  defaultValue,
  placeholder,
}: {
  id: string
  name: string
  defaultValue: string
  placeholder: string
}) {
  const [value, setValue] = useState(defaultValue)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pending = useRef<AbortController | null>(null)

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    pending.current?.abort()
  }
  useEffect(() => cancel, [])

  const ask = (text: string) => {
    cancel()
    const q = text.trim()
    if (q.length < MIN_LENGTH) {
      setItems([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    pending.current = controller
    timer.current = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        if (!res.ok) return
        const body = (await res.json()) as { suggestions: Suggestion[] }
        setItems(body.suggestions)
        setActive(-1)
        setOpen(body.suggestions.length > 0)
      } catch {
        // Aborted by the next key, or offline: the form still works.
      }
    }, DEBOUNCE_MS)
  }

  const go = (item: Suggestion) => window.location.assign(item.url)

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault()
      go(items[active])
    }
  }

  return (
    <div className={styles.combo}>
      <input
        id={id}
        name={name}
        // A text box: HTML allows role=combobox on type=text, not on type=search.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          ask(e.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.suggestions} hidden={!open}>
        {items.map((item, i) => (
          <li
            key={item.url + item.title}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: it comes before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              go(item)
            }}
          >
            <span className={styles.suggestionTitle}>{item.title}</span>{' '}
            <span className={styles.suggestionKind}>{item.kind}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? `${items.length} suggestion${items.length === 1 ? '' : 's'}; use the arrow keys to choose` : ''}
      </p>
    </div>
  )
}
