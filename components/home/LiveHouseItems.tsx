'use client'

import useSWR from 'swr'
import { HouseItems, type House } from './HouseItems'

const fetcher = (url: string) =>
  fetch(url).then((r) =>
    r.ok ? (r.json() as Promise<{ houses: House[] }>) : Promise.reject(new Error(String(r.status))),
  )

/** The tally while the panel is open: fetched again at once, then every minute and on focus. */
export default function LiveHouseItems({ initial }: { initial: House[] }) {
  const { data } = useSWR('/api/sports-tally', fetcher, {
    fallbackData: { houses: initial },
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  })
  return <HouseItems houses={data?.houses ?? initial} />
}
