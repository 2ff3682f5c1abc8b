import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '#client/features/assistant/markdown-text';

const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe('a reply rendered as Markdown', () => {
  it('shows bold, lists and paragraphs', () => {
    const html = render('**Marie Durand**\n\n- email : marie@lumiere.fr\n- tél : 06 12 34 56 78');
    expect(html).toContain('<strong class="font-semibold">Marie Durand</strong>');
    expect(html).toMatch(
      /<ul[^>]*>\s*<li>email : marie@lumiere.fr<\/li>\s*<li>tél : 06 12 34 56 78<\/li>/,
    );
  });

  it('never renders raw HTML, links or images from a reply', () => {
    const html = render(
      'Note : <img src=x onerror="alert(1)"> <script>alert(2)</script> ' +
        '[cliquez](javascript:alert(3)) ![logo](https://pirate.example/x.png)',
    );
    expect(html).not.toMatch(/<img|<script|<a\b|onerror=|javascript:/);
    expect(html).toContain('cliquez');
  });
});
