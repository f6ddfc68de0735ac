// The nginx main config that runs deploy/nginx/portal.conf.template as processes on one machine:
// `npm run start:cluster` and the benches' proxies write it, so both sit behind the same proxy.
// CommonJS so the launcher (plain JavaScript, run before any build) and the benches both load it.
const { mkdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const TEMPLATE = join(__dirname, 'portal.conf.template');

/**
 * The template with its `${PORTAL_…}` placeholders filled (as the nginx image's envsubst does)
 * inside a main config whose pid, logs and temp folders live under `prefix`.
 */
function nginxConfig({ prefix, listen, upstreamPorts, staticRoot }) {
  const values = {
    PORTAL_LISTEN: String(listen),
    PORTAL_UPSTREAM_SERVERS: upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '),
    PORTAL_STATIC_ROOT: staticRoot,
  };
  const site = readFileSync(TEMPLATE, 'utf8').replace(
    /\$\{(PORTAL_[A-Z_]+)\}/g,
    (placeholder, name) => values[name] ?? placeholder,
  );
  const temp = (name) => join(prefix, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(temp(name), { recursive: true });
  }
  return `# Written from deploy/nginx/portal.conf.template by deploy/nginx/nginx-config.cjs.
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
worker_rlimit_nofile 65536;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
daemon off;
events { worker_connections 16384; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

module.exports = { nginxConfig };
