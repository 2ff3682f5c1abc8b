import Markdown, { type Components } from 'react-markdown';

// A reply's Markdown as React elements (react-markdown): raw HTML in a reply is never rendered
// (a client note quoting '<img onerror=…>' shows as text), links and images show as their
// text only — a reply cannot lead anyone to an address a stored note slipped into it.

const components: Components = {
  p: ({ children }) => <p>{children}</p>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal space-y-1 pl-6">
      {children}
    </ol>
  ),
  h1: ({ children }) => <h3 className="font-semibold">{children}</h3>,
  h2: ({ children }) => <h3 className="font-semibold">{children}</h3>,
  h3: ({ children }) => <h3 className="font-semibold">{children}</h3>,
  code: ({ children }) => (
    <code className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-md bg-surface-muted p-3 font-mono text-xs">
      {children}
    </pre>
  ),
  hr: () => <hr className="border-border" />,
  a: ({ children }) => <>{children}</>,
};

export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="space-y-3 break-words [overflow-wrap:anywhere]">
      <Markdown components={components} skipHtml disallowedElements={['img']} unwrapDisallowed>
        {text}
      </Markdown>
    </div>
  );
}
