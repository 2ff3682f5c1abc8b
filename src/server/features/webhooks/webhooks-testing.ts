import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Agent } from '#server/testing/harness';

export type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on loopback: what it got, and the status it answers (200 by default). */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    answer: (code: number) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let deals = 0;
/** A deal of a fresh client (the event most webhooks follow). */
export async function createDeal(agent: Agent, name = `Printemps ${++deals}`) {
  const client = await agent.post('/api/clients', { brandName: `Marque ${deals}` });
  const deal = await agent.post('/api/collaborations', {
    name,
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: [],
  });
  expect(deal.status, JSON.stringify(deal.json)).toBe(201);
  return deal.json as { id: string; name: string };
}
