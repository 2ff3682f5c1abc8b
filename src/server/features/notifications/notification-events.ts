import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { tasks } from '#server/db/schema/work';
import {
  createNotifications,
  type NewNotification,
} from '#server/features/notifications/notification-items';
import { getHistoryFieldLabel } from '#shared/domain/history-fields';
import type { ComplianceCheckId } from '#shared/domain/compliance/compliance-types';
import { compliance } from '#shared/i18n/fr-compliance';
import type { ContentStage } from '#shared/domain/content-stages';
import { contentKind, DEAL_WATCHED_FIELDS } from '#shared/domain/notifications';
import type { PermissionKey } from '#shared/domain/permissions';
import {
  RECORD_SECTION,
  type HistoryAction,
  type HistoryChange,
  type RecordKind,
} from '#shared/domain/record-history';

// Issue 33, decision 0069: the items a change makes, in the change's transaction (called by
// recordEvent, as the webhooks' outbox is). Each names the record and who acted, and never
// goes to the member who acted.

type Writer = { db: Database; agencyId: string };
type Author = { id: string | null; name: string };
type ChangeFacts = {
  kind: RecordKind;
  recordId: string;
  label: string;
  action: HistoryAction;
  changes: HistoryChange[];
};

export async function queueNotifications(ctx: Writer, event: ChangeFacts, author: Author) {
  await notifyNoteMentions(ctx, event, author);
  if (event.kind === 'task') return notifyAssignment(ctx, event, author);
  if (event.kind === 'collaboration' && event.action === 'update') {
    return notifyDealChange(ctx, event, author);
  }
}

// A record's free texts where a colleague may be named with '@'.
const NOTE_FIELDS = ['notes', 'description', 'internalNotes'];

async function notifyNoteMentions(ctx: Writer, event: ChangeFacts, author: Author) {
  for (const change of event.changes) {
    if (!NOTE_FIELDS.includes(change.field) || !('after' in change)) continue;
    if (typeof change.after !== 'string') continue;
    const section = RECORD_SECTION[event.kind];
    if (section === 'account') continue;
    await notifyMentions(
      ctx,
      { after: change.after, before: typeof change.before === 'string' ? change.before : '' },
      {
        section,
        recordKind: event.kind,
        recordId: event.recordId,
        recordLabel: event.label,
        collaborationId: event.kind === 'collaboration' ? event.recordId : null,
        collaborationLabel: event.kind === 'collaboration' ? event.label : null,
      },
      author,
    );
  }
}

async function notifyAssignment(ctx: Writer, event: ChangeFacts, author: Author) {
  const assigned = event.changes.some((change) => change.field === 'assignee');
  if (!assigned && event.action !== 'create') return;
  const [task] = await ctx.db
    .select({ assignedTo: tasks.assignedTo, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.id, event.recordId), eq(tasks.agencyId, ctx.agencyId)));
  if (!task?.assignedTo || task.assignedTo === author.id) return;
  await createNotifications(ctx.db, ctx.agencyId, [
    {
      userId: task.assignedTo,
      kind: 'task_assigned',
      recordKind: 'task',
      recordId: event.recordId,
      recordLabel: task.title,
      actorId: author.id,
      actorName: author.name,
    },
  ]);
}

async function notifyDealChange(ctx: Writer, event: ChangeFacts, author: Author) {
  const watched = event.changes.filter((change) =>
    (DEAL_WATCHED_FIELDS as readonly string[]).includes(change.field),
  );
  if (watched.length === 0) return;
  await notifyManagers(ctx, event.recordId, author, {
    kind: 'deal_changed',
    recordKind: 'collaboration',
    recordId: event.recordId,
    recordLabel: event.label,
    detail: { fields: watched.map((c) => getHistoryFieldLabel('collaboration', c.field)) },
  });
}

/** A content's move on a deal: a draft in, changes asked, a version validated. */
export async function notifyContentChange(
  ctx: Writer,
  content: { collaborationId: string; deliverableId: string; label: string },
  stages: { before: ContentStage; after: ContentStage; isNewVersion: boolean },
  author: Author,
) {
  const kind = contentKind(stages);
  if (!kind) return;
  await notifyManagers(ctx, content.collaborationId, author, {
    kind,
    recordKind: 'deliverable',
    recordId: content.deliverableId,
    recordLabel: content.label,
  });
}

/**
 * The members who manage deals: a 'Chef de projet' is a name, matched to the members' full
 * names as the calendar feed matches it (decision 0068).
 */
export async function dealsManagers(db: Database, agencyId: string, collaborationIds: string[]) {
  if (collaborationIds.length === 0) return [];
  return db
    .select({ id: users.id, collaborationId: collaborations.id, dealName: collaborations.name })
    .from(collaborations)
    .innerJoin(
      users,
      and(
        eq(users.agencyId, collaborations.agencyId),
        sql`lower(trim(${users.firstName} || ' ' || ${users.lastName})) = ${collaborations.managerKey}`,
      ),
    )
    .where(
      and(inArray(collaborations.id, collaborationIds), eq(collaborations.agencyId, agencyId)),
    );
}

/**
 * Deals whose kept compliance result has just turned 'Bloquant' (decision 0063's evaluation
 * saw them at another level before): their managers are told, with the checks that block. No
 * member acted: the change that made them so may be anyone's, or a rule's.
 */
export async function notifyComplianceBlocking(
  ctx: Writer,
  deals: Array<{ collaborationId: string; blockingChecks: string[] }>,
) {
  const managers = await dealsManagers(
    ctx.db,
    ctx.agencyId,
    deals.map((deal) => deal.collaborationId),
  );
  await createNotifications(
    ctx.db,
    ctx.agencyId,
    managers.map((manager) => ({
      userId: manager.id,
      kind: 'compliance_blocking' as const,
      recordKind: 'collaboration',
      recordId: manager.collaborationId,
      recordLabel: manager.dealName,
      collaborationId: manager.collaborationId,
      collaborationLabel: manager.dealName,
      // Named as the panel names them, as a deal change names its fields.
      detail: {
        checks: (
          deals.find((deal) => deal.collaborationId === manager.collaborationId)?.blockingChecks ??
          []
        ).map((id) => compliance.checks[id as ComplianceCheckId] ?? id),
      },
    })),
  );
}

async function notifyManagers(
  ctx: Writer,
  collaborationId: string,
  author: Author,
  item: Pick<NewNotification, 'kind' | 'recordKind' | 'recordId' | 'recordLabel' | 'detail'>,
) {
  const managers = await dealsManagers(ctx.db, ctx.agencyId, [collaborationId]);
  const recipients = managers.filter((manager) => manager.id !== author.id);
  await createNotifications(
    ctx.db,
    ctx.agencyId,
    recipients.map((manager) => ({
      ...item,
      userId: manager.id,
      collaborationId,
      collaborationLabel: manager.dealName,
      actorId: author.id,
      actorName: author.name,
    })),
  );
}

/**
 * '@Prénom Nom' in a text, for each member of the agency so named (case and accents as typed),
 * but not the author, and not those already named in the text before (an edit).
 */
export async function notifyMentions(
  ctx: Writer,
  text: { after: string; before?: string },
  about: {
    section: PermissionKey;
    recordKind: string;
    recordId: string;
    recordLabel: string;
    collaborationId?: string | null;
    collaborationLabel?: string | null;
  },
  author: Author,
) {
  if (!text.after.includes('@')) return;
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.agencyId, ctx.agencyId), author.id ? ne(users.id, author.id) : undefined));
  const named = (source: string, name: string) =>
    source.toLocaleLowerCase('fr').includes(`@${name.toLocaleLowerCase('fr')}`);
  const mentioned = members.filter((member) => {
    const name = `${member.firstName} ${member.lastName}`.trim();
    return name && named(text.after, name) && !named(text.before ?? '', name);
  });
  if (mentioned.length === 0) return;
  const excerpt = text.after.length > 140 ? `${text.after.slice(0, 139)}…` : text.after;
  await createNotifications(
    ctx.db,
    ctx.agencyId,
    mentioned.map((member) => ({
      userId: member.id,
      kind: 'mention' as const,
      section: about.section,
      recordKind: about.recordKind,
      recordId: about.recordId,
      recordLabel: about.recordLabel,
      collaborationId: about.collaborationId ?? null,
      collaborationLabel: about.collaborationLabel ?? null,
      actorId: author.id,
      actorName: author.name,
      detail: { excerpt },
    })),
  );
}
