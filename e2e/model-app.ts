// The app as the journeys of e2e/assistant-model.spec.ts meet it: the server of src/server/index.ts
// with AI_BASE_URL pointing at a stand-in OpenAI-compatible provider in this same process. The
// stand-in behaves like a model that uses its tools: first it asks for the pending deals, then
// it answers in two streamed pieces from what the tool returned.
import {
  startFakeAiProvider,
  type FakeRequest,
  type FakeTurn,
} from '#server/testing/fake-ai-provider';

type ToolAnswer = { ok: boolean; data?: { count?: number; items?: { name?: string }[] } };

function answerFrom(request: FakeRequest): FakeTurn {
  // A reply that takes its time (issue 27): a first piece, then silence until the timeout.
  const question = request.body.messages.findLast((message) => message.role === 'user');
  if (question?.content?.includes('prenez votre temps')) return { hang: 'after-headers' };
  const toolMessage = request.body.messages.findLast((message) => message.role === 'tool');
  if (!toolMessage) {
    return { toolCalls: [{ name: 'collaborations', arguments: { status: 'pending' } }] };
  }
  const result = JSON.parse(toolMessage.content ?? '{}') as ToolAnswer;
  if (!result.ok) return { text: "Je n'ai pas accès à ces données." };
  const names = (result.data?.items ?? []).map((item) => `- ${item.name}`).join('\n');
  return {
    text: [
      `D'après vos données, **${result.data?.count ?? 0}** collaborations `,
      `attendent une confirmation :\n\n${names}`,
    ],
  };
}

const provider = await startFakeAiProvider();
provider.respondWith(answerFrom);
process.env.AI_BASE_URL = provider.baseUrl;
process.env.AI_API_KEY = 'sk-e2e-cle-secrete-ne-doit-jamais-sortir';
await import('../src/server/index.ts');
