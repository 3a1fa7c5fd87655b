import type { SeedContext } from './context'

/** Colleges, departments, minors and every programme (issue 3). */
export async function seedProgrammes(_ctx: SeedContext) {}
