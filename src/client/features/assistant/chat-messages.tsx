import { Spinner } from '#client/components/ui/spinner';
import type { StoredMessage } from '#client/features/assistant/api';
import { AssistantMessage, UserMessage } from '#client/features/assistant/chat-message';
import type { Exchange } from '#client/features/assistant/use-chat';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const t = assistantScreen;

/**
 * The conversation, oldest first: what was stored, then the questions asked here with their
 * replies as they stream.
 */
export function ChatMessages({
  personaName,
  messages,
  exchanges,
}: {
  personaName: string;
  messages: StoredMessage[];
  exchanges: Exchange[];
}) {
  return (
    <div className="space-y-4">
      {messages.map((message) =>
        message.role === 'user' ? (
          <UserMessage key={message.id} content={message.content} />
        ) : (
          <AssistantMessage key={message.id} personaName={personaName} content={message.content} />
        ),
      )}
      {exchanges.map((exchange) => (
        <div key={exchange.key} className="space-y-4">
          <UserMessage content={exchange.question} />
          <AssistantMessage personaName={personaName} content={exchange.reply}>
            {exchange.status === 'waiting' && (
              <Spinner label={t.waiting} className="justify-start p-0" />
            )}
          </AssistantMessage>
        </div>
      ))}
    </div>
  );
}
