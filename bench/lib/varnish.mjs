/**
 * deploy/varnish/default.vcl, made runnable on loopback: only the lines marked SITE change (the
 * instances and who may purge); every other line is the file as deployed. Each replacement must
 * match exactly once, so a change to the deployed file the benchmark would silently skip fails
 * loudly instead (as bench/lib/nginx.mjs does for nginx).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function deployVcl(template, { instances }) {
  const backends = instances
    .map((address, i) => {
      const [host, port] = address.split(':')
      return `backend instance${i + 1} { .host = "${host}"; .port = "${port}"; .probe = ready; .first_byte_timeout = 60s; }\n`
    })
    .join('')
  const replacements = [
    [
      'backend instance1 { .host = "10.0.0.11"; .port = "3000"; .probe = ready; .first_byte_timeout = 60s; }\nbackend instance2 { .host = "10.0.0.12"; .port = "3000"; .probe = ready; .first_byte_timeout = 60s; }\n',
      backends,
    ],
    ['  "10.0.0.0"/24;\n', ''],
    [
      '  instances.add_backend(instance1);  # SITE\n  instances.add_backend(instance2);  # SITE\n',
      instances.map((_, i) => `  instances.add_backend(instance${i + 1});\n`).join(''),
    ],
  ]
  let vcl = template
  for (const [from, to] of replacements) {
    const count = vcl.split(from).length - 1
    if (count !== 1)
      throw new Error(`deploy/varnish/default.vcl: expected "${from.trim()}" once, found it ${count} times`)
    vcl = vcl.replace(from, () => to)
  }
  return vcl
}

export function readDeployVcl(root) {
  return readFileSync(path.join(root, 'deploy/varnish/default.vcl'), 'utf8')
}

/** varnishd in the foreground, without a jail or management port, its state under `workDir`. */
export function varnishArgs({ port, vclFile, workDir }) {
  return [
    '-F',
    '-j',
    'none',
    '-n',
    workDir,
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    vclFile,
    '-s',
    'malloc,256m',
    '-T',
    'none',
  ]
}
