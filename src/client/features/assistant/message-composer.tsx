import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { CharacterCount } from '#client/components/ui/character-count';
import { Textarea } from '#client/components/ui/input';
import { countCharacters, isNearLimit } from '#shared/domain/text-length';
import { ASSISTANT_MESSAGE_MAX } from '#shared/domain/list-limits';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const t = assistantScreen;

/**
 * The question box: Enter sends, Shift+Enter goes to the line. 'Envoyer' waits for the reply
 * under way and for a question that is not blank nor over the limit (spec §5).
 */
export function MessageComposer({
  boxRef,
  draft,
  onDraftChange,
  isWaiting,
  onSend,
}: {
  boxRef: Ref<HTMLTextAreaElement>;
  draft: string;
  onDraftChange: (draft: string) => void;
  isWaiting: boolean;
  onSend: (text: string) => void;
}) {
  const id = useId();
  const count = countCharacters(draft);
  const isShown = isNearLimit(count, ASSISTANT_MESSAGE_MAX);
  const isTooLong = count > ASSISTANT_MESSAGE_MAX;
  const canSend = !isWaiting && count > 0 && !isTooLong;
  const send = () => canSend && onSend(draft);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={handleSubmit} className="space-y-1 border-t border-border p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        {t.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={boxRef}
          id={id}
          rows={2}
          value={draft}
          placeholder={t.placeholder}
          aria-describedby={isShown ? `${id}-hint ${id}-count` : `${id}-hint`}
          aria-invalid={isTooLong || undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          className="max-h-48 min-h-12 resize-y"
        />
        <Button type="submit" disabled={!canSend}>
          <SendHorizontal aria-hidden className="h-4 w-4" />
          {t.send}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t.sendHint}
      </p>
      <CharacterCount
        id={`${id}-count`}
        count={count}
        max={ASSISTANT_MESSAGE_MAX}
        isShown={isShown}
      />
      {isTooLong && <p className="text-sm text-danger">{t.tooLong(ASSISTANT_MESSAGE_MAX)}</p>}
    </form>
  );
}
