/**
 * The name pages knew the server settings by: the configuration module's `config`
 * (lib/config.mjs), under its older name. New code imports `config` from there.
 */
export { config as env, isPostgresUrl } from './config.mjs'
