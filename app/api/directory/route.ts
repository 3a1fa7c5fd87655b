import { NextResponse } from 'next/server'
import { getDirectoryEntries } from '@/lib/reads/directory'

/**
 * Every directory entry (JSON), for the search box of /searchDepartment once the directory runs
 * past one page (components/directory/DirectoryFilter.tsx asks for it when the visitor first
 * types). Read from the cached list (tag `directory-entries`), so a request costs no query.
 */
export async function GET() {
  const entries = await getDirectoryEntries()
  return NextResponse.json(
    { entries },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
  )
}
