import { lazy, Suspense } from 'react';

// The Markdown library (react-markdown and its micromark and unified stack: 33 kB gzip of the
// Assistant's 40) comes with the first reply shown (a conversation opened, a question asked),
// not with the first screen, whose greeting and suggestions need none of it (issue 27, decision
// 0044). Until it is there, a reply shows as its plain text in the same box.
const MarkdownText = lazy(() =>
  import('#client/features/assistant/markdown-text').then((m) => ({ default: m.MarkdownText })),
);

export function LazyMarkdownText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <div className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</div>
      }
    >
      <MarkdownText text={text} />
    </Suspense>
  );
}
