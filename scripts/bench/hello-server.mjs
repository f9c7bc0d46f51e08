// The yardstick of the load bench (load.mjs): the smallest Hono app on @hono/node-server, as Larder
// serves. Prints its port once it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('hello'));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
