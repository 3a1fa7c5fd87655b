// compose.yaml as the container test reads it: its variables filled in as Compose does, and the
// rules the topology keeps (a separate migrate job the servers wait for, two servers, the edge).

/**
 * Compose's variable syntax: `${NAME}`, `${NAME:-default}` (also when empty), `${NAME-default}`
 * (only when unset), `${NAME:?message}`, `${NAME?message}`, `$NAME`, and `$$` for a dollar sign.
 * @param {string} text
 * @param {Record<string, string | undefined>} values
 */
export function interpolate(text, values) {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name, colon, kind, word, bare) => {
      if (match === '$$') return '$'
      if (bare) return values[bare] ?? ''
      const value = values[name]
      const missing = value === undefined || (colon === ':' && value === '')
      if (!kind) return value ?? ''
      if (!missing) return value
      if (kind === '-') return word
      throw new Error(`compose.yaml: ${word || `${name} is not set`}`)
    },
  )
}

/**
 * A service's environment with its variables filled in (the map and the `NAME=value` list forms).
 * @param {any} compose the parsed compose.yaml
 * @param {string} service
 * @param {Record<string, string | undefined>} values
 * @returns {Record<string, string>}
 */
export function serviceEnvironment(compose, service, values) {
  const env = compose.services?.[service]?.environment ?? {}
  const entries = Array.isArray(env)
    ? env.map((line) => {
        const at = String(line).indexOf('=')
        return at === -1 ? [line, values[line] ?? ''] : [line.slice(0, at), line.slice(at + 1)]
      })
    : Object.entries(env).map(([name, value]) => [name, value === null ? (values[name] ?? '') : String(value)])
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value, values)]))
}

/**
 * What the topology must keep, as [ok, what] pairs.
 * @param {any} compose the parsed compose.yaml
 * @returns {[boolean, string][]}
 */
export function composeChecks(compose) {
  const services = compose.services ?? {}
  const webs = Object.keys(services).filter((name) => services[name].build?.target === 'runtime')
  const migrate = services.migrate
  return [
    [webs.length === 2, `two instances of the server (${webs.join(', ') || 'none'})`],
    [migrate?.build?.target === 'migrate', "a migrate job built from the Dockerfile's migrate target"],
    [migrate?.restart === 'no', 'the migrate job runs once (restart: "no")'],
    [
      webs.every((name) => services[name].depends_on?.migrate?.condition === 'service_completed_successfully'),
      'every server waits for the migrate job to complete',
    ],
    [
      webs.every((name) => !JSON.stringify(services[name].command ?? '').includes('db-setup')),
      'no server migrates at its start',
    ],
    [
      webs.every((name) => {
        const env = services[name].environment ?? {}
        return env.DATABASE_URL && env.REDIS_URL
      }),
      'the servers share PostgreSQL and Redis',
    ],
    [Boolean(services.postgres && services.redis), 'PostgreSQL and Redis services'],
    [
      (services.edge?.volumes ?? []).some((v) => String(v).includes('deploy/varnish/default.vcl')) &&
        webs.every((name) => services.edge?.depends_on?.[name]?.condition === 'service_healthy'),
      'the edge cache (deploy/varnish/default.vcl) in front of the healthy servers',
    ],
  ]
}
