/** The page of one job (it carries the job's JobPosting). */
export const jobPath = (id: string | number) => `/careers/${encodeURIComponent(String(id))}`
