import { z } from 'zod';
import { cursorField, optionalIdField, queryIntegerField, textField } from '#shared/schemas/fields';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';
import { ASSISTANT_MESSAGE_MAX, CONVERSATIONS_PAGE_LIMIT } from '#shared/domain/list-limits';

export { ASSISTANT_MESSAGE_MAX, CONVERSATIONS_PAGE_LIMIT };

const t = assistantScreen.fields;

/** A question: not blank (spec §5), at most 4,000 characters; no conversation id = a new one. */
export const assistantMessageSchema = z.object({
  conversationId: optionalIdField(t.conversation),
  content: textField(t.content, fr.fields.required(t.content))
    .trim()
    .min(1, fr.fields.required(t.content))
    .max(ASSISTANT_MESSAGE_MAX, assistantScreen.tooLong(ASSISTANT_MESSAGE_MAX)),
});
export type AssistantMessageInput = z.infer<typeof assistantMessageSchema>;

export const conversationListQuerySchema = z.object({
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(CONVERSATIONS_PAGE_LIMIT),
});
