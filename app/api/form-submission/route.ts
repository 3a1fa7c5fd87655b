import { handleFormSubmission } from '@/features/forms/pipeline/handle-submission'

export const dynamic = 'force-dynamic'

/** POST /api/form-submission — the forms editors build (features/forms/pipeline/). */
export const POST = handleFormSubmission
