import { describe, expect, it } from 'vitest';
import { newAgency, influencer, create } from '#server/features/influencers/influencers-testing';

// Issue 11: an influencer added to a deal brings its rates as its first deliverables, so the
// picker the deal's form uses answers them.

describe('the influencer picker and the rates', () => {
  it('answers each influencer with its rates, in their order', async () => {
    const { agent } = await newAgency();
    await create(
      agent,
      influencer('Léa Dupont', {
        rates: [
          { type: 'reel_instagram', priceCents: 125_050 },
          { type: 'story_instagram', priceCents: 30_000 },
        ],
      }),
    );
    await create(
      agent,
      influencer('Nina Perrin', { rates: [{ type: 'twitch', priceCents: 80_000 }] }),
    );
    await create(agent, influencer('Tom Martin'));

    const response = await agent.get('/api/influencers/picker');
    expect(response.status).toBe(200);
    const rates = Object.fromEntries(
      response.json.items.map((item: { fullName: string; rates: unknown }) => [
        item.fullName,
        item.rates,
      ]),
    );
    expect(rates).toEqual({
      'Léa Dupont': [
        { type: 'reel_instagram', priceCents: 125_050 },
        { type: 'story_instagram', priceCents: 30_000 },
      ],
      'Nina Perrin': [{ type: 'twitch', priceCents: 80_000 }],
      'Tom Martin': [],
    });
  });

  it("never answers another agency's rates", async () => {
    const owner = await newAgency();
    const other = await newAgency();
    await create(
      owner.agent,
      influencer('Léa Dupont', { rates: [{ type: 'ugc', priceCents: 10_000 }] }),
    );
    await create(
      other.agent,
      influencer('Léa Dupont', { rates: [{ type: 'tiktok', priceCents: 99_000 }] }),
    );
    const items = (await owner.agent.get('/api/influencers/picker?q=lea')).json.items;
    expect(items.map((item: { rates: unknown }) => item.rates)).toEqual([
      [{ type: 'ugc', priceCents: 10_000 }],
    ]);
  });
});
