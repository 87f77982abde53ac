// Container health probe (slim images have no curl): GET http://127.0.0.1:<port>/healthz, where the
// port is HEALTH_PORT (services, workers, mail catcher) or else PORT (the gateway). Exit 0 on 200.
'use strict';
const http = require('node:http');

const port = process.env.HEALTH_PORT || process.env.PORT;
if (!port) {
  process.stderr.write('healthcheck: set HEALTH_PORT (or PORT) to the port serving /healthz\n');
  process.exit(1);
}

const request = http.get(
  { host: '127.0.0.1', port, path: '/healthz', timeout: 4000 },
  (response) => {
    response.resume();
    if (response.statusCode !== 200)
      process.stderr.write(`healthcheck: /healthz answered ${response.statusCode}\n`);
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('no answer within 4 s')));
request.on('error', (error) => {
  process.stderr.write(`healthcheck: ${error.message}\n`);
  process.exit(1);
});
