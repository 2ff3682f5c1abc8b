// The baseline: the smallest Hono app on @hono/node-server, in its own process as the real
// server is, so each endpoint's req/s reads as a share of the best this stack does here.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
