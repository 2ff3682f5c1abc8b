import { z } from 'zod';
import { cursorField, optionalIdField, queryIntegerField, textField } from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';

const t = fr.assistantScreen.fields;

export const ASSISTANT_MESSAGE_MAX = 4000;
export const CONVERSATIONS_PAGE_LIMIT = 30;

/** A question: not blank (spec §5), at most 4,000 characters; no conversation id = a new one. */
export const assistantMessageSchema = z.object({
  conversationId: optionalIdField(t.conversation),
  content: textField(t.content, fr.fields.required(t.content))
    .trim()
    .min(1, fr.fields.required(t.content))
    .max(ASSISTANT_MESSAGE_MAX, fr.assistantScreen.tooLong(ASSISTANT_MESSAGE_MAX)),
});
export type AssistantMessageInput = z.infer<typeof assistantMessageSchema>;

export const conversationListQuerySchema = z.object({
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(CONVERSATIONS_PAGE_LIMIT),
});
