/** At most `slots` of the tasks given to it run at once, whoever gives them. */
export function limiter(slots: number) {
  let free = slots
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free--
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      // The slot passes straight to the next task waiting, if any.
      const next = waiting.shift()
      if (next) next()
      else free++
    }
  }
}
