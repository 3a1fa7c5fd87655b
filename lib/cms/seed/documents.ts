import type { SeedContext } from './context'

/** Sample PDFs that content pages link to: forms, handbooks, bulletins, tuition and fees (issue 7). */
export async function seedDocuments(_ctx: SeedContext) {}
