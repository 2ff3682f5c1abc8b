import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  eventNames,
  signUpOwner,
  startAssistantApp,
  type AssistantTestApp,
} from '#server/features/assistant/assistant-testing';
import {
  FOREIGN,
  seedAgency,
  seedForeignAgency,
} from '#server/features/assistant/assistant-seed-testing';
import type { Agent } from '#server/testing/harness';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// Without a provider (issue 16, item 3): the built-in answerer answers the four suggested
// questions from the agency's real data, whatever the case and accents typed, and never from
// another agency's rows even when their names are the same.

let t: AssistantTestApp;
let owner: Agent;
beforeAll(async () => {
  t = await startAssistantApp();
  const agency = await signUpOwner(t, 'Agence Lumière');
  owner = agency.agent;
  await seedAgency(owner);
  await seedForeignAgency((await signUpOwner(t)).agent);
});
afterAll(() => t.close());

describe('the built-in answerer', () => {
  it('offers four suggestions made from the agency data, in builtin mode', async () => {
    const home = await owner.get('/api/assistant');
    expect(home.status).toBe(200);
    expect(home.json).toEqual({
      personaName: 'Iris',
      mode: 'builtin',
      suggestions: [
        'Quelles sont les coordonnées de Hélène Bérard ?',
        "Quelle est l'adresse de Léa Martin ?",
        'Combien de collaborations sont en attente de confirmation ?',
        'Quels sont les meilleurs influenceurs pour le secteur Mode ?',
      ],
    });
  });

  it('answers each suggestion from the data, as a newcomer would ask it', async () => {
    const { suggestions } = (await owner.get('/api/assistant')).json as { suggestions: string[] };
    const answers = [];
    for (const question of suggestions) answers.push((await ask(t, owner, question)).text);
    expect(answers[0]).toContain('helene.berard@nike.fr');
    expect(answers[1]).toContain('12 rue des Lilas, 69003 Lyon');
    expect(answers[2]).toContain('**2** collaborations en attente de confirmation');
    expect(answers[3]).toMatch(/Léa Martin[\s\S]*Tom Dubois/);
  });

  it("gives a contact's email, the name typed without accents or capitals", async () => {
    const answer = await ask(t, owner, 'quel est le mail de marie durand');
    expect(answer.text).toContain('marie.durand@sephora.fr');
    expect(answer.text).toContain('Sephora');
    expect(answer.text).not.toContain(FOREIGN.email);
    expect((await ask(t, owner, 'Coordonnées de HELENE BERARD ?')).text).toContain(
      'helene.berard@nike.fr',
    );
  });

  it("gives an influencer's address, and only this agency's one", async () => {
    const answer = await ask(t, owner, "Quelle est l'adresse de LEA MARTIN ?");
    expect(answer.text).toContain('12 rue des Lilas, 69003 Lyon');
    expect(answer.text).not.toContain(FOREIGN.address);
    expect((await ask(t, owner, 'où habite tom dubois')).text).toContain('5 avenue Foch');
  });

  it('counts the deals by status', async () => {
    expect((await ask(t, owner, 'combien de collabs en attente ?')).text).toContain('**2**');
    const inProgress = await ask(t, owner, 'Combien de collaborations en cours ?');
    expect(inProgress.text).toContain('**1** collaboration en cours');
    expect(inProgress.text).toContain('Été Sephora');
    const all = await ask(t, owner, 'Combien de campagnes au total ?');
    expect(all.text).toContain('**4** collaborations');
    expect(all.text).not.toContain('Zorglub');
  });

  it('ranks the influencers of a sector named by its French label', async () => {
    const fashion = await ask(t, owner, 'Top influenceurs secteur mode');
    expect(fashion.text).toMatch(
      /1\. \*\*Léa Martin\*\*.*2 collaborations[\s\S]*2\. \*\*Tom Dubois\*\*/,
    );
    const sport = await ask(t, owner, 'Quels sont les meilleurs influenceurs pour le Sport ?');
    expect(sport.text).toMatch(/1\. \*\*Tom Dubois\*\*.*2 collaborations/);
    expect(sport.text).not.toContain('Léa Martin');
    expect((await ask(t, owner, 'Les meilleurs influenceurs en voyage')).text).toBe(
      assistantScreen.answers.top.none('Voyage'),
    );
  });

  it('says what it can answer when it does not understand', async () => {
    const answer = await ask(t, owner, 'Écris-moi un poème sur la mer');
    expect(answer.text).toBe(assistantScreen.answers.help);
  });

  it('streams conversation, deltas, then done, and stores the reply it streamed', async () => {
    const answer = await ask(t, owner, 'Quelles sont les coordonnées de Marie Durand ?');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(eventNames(answer)).toEqual(['conversation', 'delta', 'done']);
    expect(answer.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const { id, title } = answer.events[0]!.data as { id: string; title: string };
    expect(title).toBe('Quelles sont les coordonnées de Marie Durand ?');
    const stored = await owner.get(`/api/assistant/conversations/${id}`);
    expect(stored.json.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(stored.json.messages[1]).toMatchObject({
      id: answer.events.at(-1)!.data.messageId,
      content: answer.text,
    });
  });
});
