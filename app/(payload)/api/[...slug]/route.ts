/* Payload's REST API under /api/<collection>. Our own handlers live in app/api/ under names no collection uses. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guarded, payloadAuthenticate } from '@/lib/cms/rest-guard'
import { findUploadIn } from '@/lib/uploads/find-upload'
import { servedLikeStatic } from '@/lib/uploads/served-like-static'

const authenticate = payloadAuthenticate(config)

export const GET = guarded(servedLikeStatic(REST_GET(config), findUploadIn(config)), config, authenticate)
// Uploaded files answer HEAD like GET without the body; every other HEAD reaches Payload as it did.
export const HEAD = GET
export const POST = guarded(REST_POST(config), config, authenticate)
export const DELETE = guarded(REST_DELETE(config), config, authenticate)
export const PATCH = guarded(REST_PATCH(config), config, authenticate)
export const PUT = guarded(REST_PUT(config), config, authenticate)
export const OPTIONS = REST_OPTIONS(config)
