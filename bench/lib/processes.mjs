// The machine's processes as /proc shows them, for the bench's CPU accounting.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every process now: its id, parent's id, process group, name (its command's file name) and the CPU
 * time it has used itself (user + system, in 1/100 s ticks; not its children's).
 * @returns {Map<number, { ppid: number, pgid: number, name: string, ticks: number }>}
 */
export function processes() {
  const found = new Map()
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]
      const name = path.basename(argv0.split(' ')[0] || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
      found.set(Number(pid), {
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      /* gone meanwhile */
    }
  }
  return found
}
