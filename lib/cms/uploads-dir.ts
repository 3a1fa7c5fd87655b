import { config } from '@/lib/config/site.mjs'

/**
 * The folder on local disk of one upload collection's files, under UPLOADS_DIR (lib/cms/storage.ts
 * says when files go to a bucket instead). Written as a template rather than `path.join`: the
 * build (Turbopack) reads `path.join(<setting>, 'media')` as a pattern of files the server needs
 * and matches it against every file in the project, uploads included when they sit inside it
 * (data/uploads by default): at 100x the demo it matched 46,600 uploaded files while compiling
 * ("The file pattern (<dynamic> '/media' …) matches 46600 files", bench/VOLUME-RESULTS.md).
 */
export function uploadsDir(collection: 'media' | 'documents'): string {
  return `${config.uploadsDir.replace(/\/+$/, '')}/${collection}`
}
