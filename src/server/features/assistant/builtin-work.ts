import { callTool } from '#server/features/assistant/builtin-tools';
import { bulletList, escapeMarkdown as esc, paragraphs } from '#server/features/assistant/markdown';
import type { Period } from '#server/features/assistant/question-periods';
import type { Toolbox } from '#server/features/assistant/tools/runner';
import type { CollaborationsResult } from '#server/features/assistant/tools/collaborations';
import type { MyTasksResult } from '#server/features/assistant/tools/my-tasks';
import type { PendingPaymentsResult } from '#server/features/assistant/tools/pending-payments';
import type { CollaborationStatus } from '#shared/domain/collaboration-status';
import { formatLongDate } from '#shared/domain/dates';
import type { CastingStatus, TodoStatus } from '#shared/domain/enums';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const a = assistantScreen.answers;

const moreThan = (total: number, shown: number) => total > shown && a.more(total - shown);

export async function replyCollaborations(
  toolbox: Toolbox,
  status: CollaborationStatus | null,
  period: Period | null,
) {
  const args = { ...(status ? { status } : {}), ...(period ? { from: period.from } : {}) };
  const found = await callTool<CollaborationsResult>(toolbox, 'collaborations', {
    ...args,
    ...(period?.to ? { to: period.to } : {}),
  });
  const lines = found.items.map((item) =>
    a.collaborations.item(
      esc(item.name),
      esc(item.brand),
      formatLongDate(item.contactDate),
      item.statusLabel,
    ),
  );
  return paragraphs(
    a.collaborations.count(found.count, status, period?.label ?? null),
    lines.length > 0 && bulletList(lines),
    moreThan(found.count, lines.length),
  );
}

export async function replyTasks(toolbox: Toolbox, status: TodoStatus | 'open') {
  const found = await callTool<MyTasksResult>(toolbox, 'my_tasks', { status });
  const lines = found.items.map((task) =>
    a.tasks.item(esc(task.title), formatLongDate(task.dueDate), task.status, task.priority),
  );
  return paragraphs(
    a.tasks.count(found.count, status),
    lines.length > 0 && bulletList(lines),
    moreThan(found.count, lines.length),
  );
}

export async function replyPayments(toolbox: Toolbox) {
  const found = await callTool<PendingPaymentsResult>(toolbox, 'pending_payments', {});
  const lines = found.items.map((line) =>
    a.payments.item(esc(line.influencer), esc(line.collaboration), esc(line.brand), line.amount),
  );
  return paragraphs(
    a.payments.summary(found.pending.count, found.pending.amount),
    lines.length > 0 && bulletList(lines),
    moreThan(found.pending.count, lines.length),
    found.paid.count > 0 && a.payments.paid(found.paid.count, found.paid.amount),
  );
}

type CastingsResult = {
  items: { name: string; brand: string; status: string; proposals: unknown[] }[];
  hasMore: boolean;
};

export async function replyCastings(toolbox: Toolbox, status: CastingStatus | null) {
  const found = await callTool<CastingsResult>(toolbox, 'castings', status ? { status } : {});
  if (found.items.length === 0) return a.castings.none;
  const lines = found.items.map((casting) =>
    a.castings.item(
      esc(casting.name),
      esc(casting.brand),
      casting.status,
      casting.proposals.length,
    ),
  );
  return paragraphs(a.castings.title(lines.length), bulletList(lines));
}
