// `npm run bench:link [-- --runs 3]`: Lighthouse 12's mobile audit (slow
// 4G, 4× CPU) of a creator's private-link page (/lien/createur#…, decision 0052), on a small
// throw-away agency: a deal with three deliverables and its creator link. Reports, never fails.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDataDir } from './bench-http/data-dir';
import { signIn } from './bench-http/endpoints';
import { startServer, stopAllChildren } from './bench-http/servers';
import { runLighthouse, withLighthouseChrome, type LighthouseRun } from './bench-web/lighthouse';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const dataDir = path.resolve('./data-bench-link');
const sizes = {
  ...{
    clients: 1,
    influencers: 0,
    collaborations: 0,
    tasks: 0,
    castings: 0,
    resources: 0,
    campaigns: 0,
  },
  ...{ agencies: 0, agencyRows: 0 },
};

try {
  await prepareDataDir(dataDir, sizes, { isFresh: true, databaseUrl: undefined });
  const app = await startServer('Infludesk server', 'scripts/start.ts', '/api/health', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const { origin, cookie } = await signIn(app.origin);
  const send = async (url: string, body: object) => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  /** The first row of a list's page, whatever its key. */
  const first = async (url: string) => {
    const page = await (await fetch(`${origin}${url}`, { headers: { cookie } })).json();
    return (Object.values(page).find(Array.isArray) as { id: string }[])[0]!;
  };
  const client = await first('/api/clients');
  const influencer = await send('/api/influencers', {
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
    address: '12 rue de la Paix, 75002 Paris',
    phoneNumber: '06 11 22 33 44',
    birthDate: '1996-03-14',
    siret: '73282932000074',
    internalReferent: 'Camille',
  });
  const deal = await send('/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: [
      {
        influencerId: influencer.id,
        deliverables: ['reel_instagram', 'story_instagram', 'tiktok'].map((type, index) => ({
          type,
          description: `Livrable ${index + 1} : une description de deux lignes sur un téléphone.`,
          priceCents: 50_000,
          publishOn: `2030-04-0${index + 1}`,
        })),
      },
    ],
  });
  const link = await send(
    `/api/collaborations/${deal.id}/links/creator/${deal.influencers[0].id}`,
    {},
  );
  const url = `${origin}${new URL(link.url).pathname}${new URL(link.url).hash}`;
  const results: LighthouseRun[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    await withLighthouseChrome(async (port) => {
      results.push(await runLighthouse(port, url, undefined, '/tmp/lh-link'));
    });
  }
  for (const { score, lcpMs, tbtMs } of results) {
    console.log(
      `/lien/createur: score ${score}, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms`,
    );
  }
} finally {
  await stopAllChildren();
  rmSync(dataDir, { recursive: true, force: true });
}
