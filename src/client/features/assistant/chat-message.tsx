import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { LazyMarkdownText } from '#client/features/assistant/lazy-markdown-text';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const t = assistantScreen;

/** The persona's round mark, beside its name and its replies. */
export function PersonaAvatar() {
  return (
    <span
      aria-hidden
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
    >
      <Sparkles className="h-4 w-4" />
    </span>
  );
}

/** A question, as typed: plain text, its line breaks kept. */
export function UserMessage({ content }: { content: string }) {
  return (
    <div data-testid="chat-message" data-role="user" className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere]">
        <span className="sr-only">{t.you} : </span>
        {content}
      </div>
    </div>
  );
}

/** A reply: its Markdown, or what shows in its place while it is awaited (`children`). */
export function AssistantMessage({
  personaName,
  content,
  children,
}: {
  personaName: string;
  content: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid="chat-message" data-role="assistant" className="flex items-start gap-2">
      <PersonaAvatar />
      <div className="max-w-[85%] min-w-0 rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-2 text-sm">
        <span className="sr-only">{personaName} : </span>
        {content && <LazyMarkdownText text={content} />}
        {children}
      </div>
    </div>
  );
}
