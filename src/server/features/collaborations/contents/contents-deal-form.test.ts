// Issue 29, decision 0049: the deal form keeps each deliverable's content, its 'Posté' switch
// and the content stage agree, and the deal's post progress follows the stages.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { contentVersions } from '#server/db/schema/contents';
import {
  create,
  createAgency,
  deliverable,
  body,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';

type Detail = {
  id: string;
  postProgress: number;
  influencers: {
    id: string;
    influencerId: string;
    deliverables: { id: string; isPosted: boolean; stage: string; publishOn: string | null }[];
  }[];
};

/** The form's body for the deal as GET shows it, with `change` applied to its deliverables. */
function resend(
  agency: Agency,
  detail: Detail,
  change: (items: Detail['influencers'][number]['deliverables']) => unknown[],
) {
  return body(agency, {
    influencers: detail.influencers.map((line) => ({
      id: line.id,
      influencerId: line.influencerId,
      deliverables: change(line.deliverables.map((item) => ({ ...deliverable(10_000), ...item }))),
    })),
  });
}

const save = async (agency: Agency, detail: Detail, payload: unknown) => {
  const response = await agency.agent.putCurrent(`/api/collaborations/${detail.id}`, payload);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as Detail;
};

/** A draft written as the contents' service will (no route yet in this test). */
async function addDraft(detail: Detail, deliverableId: string) {
  const [deal] = await t.db
    .select({ agencyId: collaborations.agencyId })
    .from(collaborations)
    .where(eq(collaborations.id, detail.id));
  await t.db.insert(contentVersions).values({
    agencyId: deal!.agencyId,
    collaborationId: detail.id,
    deliverableId,
    number: 1,
    caption: 'V1',
    authorKind: 'creator',
    authorName: 'Léa Dupont',
  });
  await t.db
    .update(deliverables)
    .set({ stage: 'draft_received' })
    .where(eq(deliverables.id, deliverableId));
}

const versionsOf = async (deliverableId: string) =>
  (
    await t.db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(eq(contentVersions.deliverableId, deliverableId))
  ).length;

describe('the deal form and the contents', () => {
  it('keeps a deliverable sent back with its id, with its drafts and stage', async () => {
    const agency = await createAgency();
    const created = (await create(agency, {
      influencers: [
        { influencerId: agency.lea, deliverables: [deliverable(10_000), deliverable(20_000)] },
      ],
    })) as Detail;
    const [first, second] = created.influencers[0]!.deliverables;
    expect(first!.stage).toBe('to_produce');
    await addDraft(created, first!.id);

    const edited = await save(
      agency,
      created,
      resend(agency, created, (items) => [
        { ...items[0], description: 'Un reel', priceCents: 15_000, publishOn: '2026-12-01' },
      ]),
    );
    const [kept] = edited.influencers[0]!.deliverables;
    expect(kept).toMatchObject({ id: first!.id, stage: 'draft_received', publishOn: '2026-12-01' });
    expect(await versionsOf(first!.id)).toBe(1);
    // The one not sent back is gone, with its content.
    const [gone] = await t.db
      .select({ id: deliverables.id })
      .from(deliverables)
      .where(eq(deliverables.id, second!.id));
    expect(gone).toBeUndefined();
  });

  it("moves the stage with the 'Posté' switch only, and derives the post progress", async () => {
    const agency = await createAgency();
    let detail = (await create(agency, {
      postProgress: 100,
      influencers: [
        {
          influencerId: agency.lea,
          deliverables: [{ ...deliverable(10_000), isPosted: true }, deliverable(5_000)],
        },
      ],
    })) as Detail;
    // One of two published: production under way, whatever the form's own value said.
    expect(detail.influencers[0]!.deliverables.map((item) => item.stage)).toEqual([
      'published',
      'to_produce',
    ]);
    expect(detail.postProgress).toBe(30);

    detail = await save(
      agency,
      detail,
      resend(agency, detail, (items) => items.map((item) => ({ ...item, isPosted: true }))),
    );
    expect(detail.influencers[0]!.deliverables.every((item) => item.stage === 'published')).toBe(
      true,
    );
    expect(detail.postProgress).toBe(100);

    // Switched off: back to validated, not to nothing.
    detail = await save(
      agency,
      detail,
      resend(agency, detail, (items) => items.map((item, i) => ({ ...item, isPosted: i !== 0 }))),
    );
    expect(detail.influencers[0]!.deliverables.map((item) => [item.stage, item.isPosted])).toEqual([
      ['approved', false],
      ['published', true],
    ]);
    expect(detail.postProgress).toBe(50);
  });

  it('leaves a stage alone when the switch is not moved', async () => {
    const agency = await createAgency();
    const created = (await create(agency, {
      influencers: [{ influencerId: agency.lea, deliverables: [deliverable(10_000)] }],
    })) as Detail;
    const id = created.influencers[0]!.deliverables[0]!.id;
    await addDraft(created, id);
    const edited = await save(
      agency,
      created,
      resend(agency, created, (items) => items),
    );
    expect(edited.influencers[0]!.deliverables[0]!.stage).toBe('draft_received');
    const [deal] = await t.db
      .select({ postProgress: collaborations.postProgress })
      .from(collaborations)
      .where(eq(collaborations.id, created.id));
    expect(deal!.postProgress).toBe(30);
  });

  it("reads another deal's deliverable id as a new deliverable", async () => {
    const agency = await createAgency();
    const other = (await create(agency, {
      influencers: [{ influencerId: agency.tom, deliverables: [deliverable(10_000)] }],
    })) as Detail;
    const foreignId = other.influencers[0]!.deliverables[0]!.id;
    await addDraft(other, foreignId);
    const created = (await create(agency, {
      influencers: [{ influencerId: agency.lea, deliverables: [deliverable(10_000)] }],
    })) as Detail;
    const edited = await save(
      agency,
      created,
      resend(agency, created, (items) => [{ ...items[0], id: foreignId }]),
    );
    const [item] = edited.influencers[0]!.deliverables;
    expect(item!.id).not.toBe(foreignId);
    expect(item!.id).not.toBe(created.influencers[0]!.deliverables[0]!.id);
    expect(item!.stage).toBe('to_produce');
    // The other deal's content is untouched.
    expect(await versionsOf(foreignId)).toBe(1);
    const kept = await t.db
      .select({ id: deliverables.id })
      .from(deliverables)
      .where(eq(deliverables.id, foreignId));
    expect(kept).toHaveLength(1);
  });
});
