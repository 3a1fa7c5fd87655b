/**
 * deploy/nginx.conf, made runnable on loopback without root: only the lines marked SITE and the
 * file locations change; every other line (caching, headers, upstream behaviour) is the file
 * as deployed. Each replacement must match exactly once, so a change to the deployed file that
 * the benchmark would silently skip fails loudly instead.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function deployConfig(template, { port, redirectPort, instances, staticDir, outDir }) {
  const replacements = [
    ['user www-data;\n', ''],
    ['pid /run/nginx.pid;', `pid ${outDir}/nginx.pid;`],
    ['error_log /var/log/nginx/university-site.error.log warn;', `error_log ${outDir}/error.log warn;`],
    [
      'access_log /var/log/nginx/university-site.access.log;',
      // Which instance(s) answered each request, so the benchmark can tell what nginx did.
      `log_format bench '$msec $request_method $uri $status upstream=$upstream_addr upstream_status=$upstream_status cache=$upstream_cache_status';\n  access_log ${outDir}/access.log bench;\n  client_body_temp_path ${outDir}/tmp-body;\n  proxy_temp_path ${outDir}/tmp-proxy;\n  fastcgi_temp_path ${outDir}/tmp-fastcgi;\n  uwsgi_temp_path ${outDir}/tmp-uwsgi;\n  scgi_temp_path ${outDir}/tmp-scgi;`,
    ],
    ['proxy_cache_path /var/cache/nginx/university-site ', `proxy_cache_path ${outDir}/cache `],
    ['proxy_cache_path /var/cache/nginx/university-site-uploads ', `proxy_cache_path ${outDir}/cache-uploads `],
    [
      '    server 10.0.0.11:3000 max_fails=2 fail_timeout=10s;\n    server 10.0.0.12:3000 max_fails=2 fail_timeout=10s;\n',
      instances.map((address) => `    server ${address} max_fails=2 fail_timeout=10s;\n`).join(''),
    ],
    ['    listen 80;\n    listen [::]:80;\n', `    listen 127.0.0.1:${redirectPort};\n`],
    // Plain HTTP on loopback: no certificate to make, and TLS is not what is being measured.
    ['    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n', `    listen 127.0.0.1:${port};\n`],
    ['    ssl_certificate /etc/letsencrypt/live/www.example.edu/fullchain.pem;  # SITE\n', ''],
    ['    ssl_certificate_key /etc/letsencrypt/live/www.example.edu/privkey.pem;  # SITE\n', ''],
    ['alias /srv/university-site/.next/static/;', `alias ${staticDir.replace(/\/?$/, '/')};`],
  ]
  let conf = template
  for (const [from, to] of replacements) {
    const count = conf.split(from).length - 1
    if (count !== 1) throw new Error(`deploy/nginx.conf: expected "${from.trim()}" once, found it ${count} times`)
    conf = conf.replace(from, () => to)
  }
  return conf
}

export function readDeployConfig(root) {
  return readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
}

/** nginx serving files from one folder: the yardstick the site's throughput is compared with. */
export function staticConfig({ port, root, outDir }) {
  return `worker_processes auto;
pid ${outDir}/nginx.pid;
error_log ${outDir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  default_type text/html;
  client_body_temp_path ${outDir}/tmp-body;
  proxy_temp_path ${outDir}/tmp-proxy;
  fastcgi_temp_path ${outDir}/tmp-fastcgi;
  uwsgi_temp_path ${outDir}/tmp-uwsgi;
  scgi_temp_path ${outDir}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`
}
