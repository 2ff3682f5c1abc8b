import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DeliverableContent } from '#client/features/collaborations/contents/deliverable-content';
import type { ContentVersionView, DeliverableContentView } from '#shared/schemas/contents';

// Drawn on the server (no DOM here): what the tab shows of one deliverable's content.

const file = (id: string, fileName: string, mimeType: string) => ({
  id,
  fileName,
  mimeType,
  sizeBytes: 2048,
  url: `/api/files/${id}`,
});

const version = (number: number, files: ContentVersionView['files']): ContentVersionView => ({
  number,
  caption: `Légende ${number}`,
  authorKind: 'creator',
  authorName: 'Léa Moreau',
  createdAt: '2026-11-20T10:00:00Z',
  sentToClientAt: null,
  files,
});

const content: DeliverableContentView = {
  id: 'd1',
  type: 'reel_instagram',
  description: 'Unboxing du coffret',
  publishOn: '2026-11-25',
  stage: 'draft_received',
  isLate: true,
  wait: 'draft',
  publishedUrl: '',
  publishedOn: null,
  isPublicationChecked: false,
  versions: [
    version(2, [
      file('f1', 'photo.jpg', 'image/jpeg'),
      file('f2', 'clip.mp4', 'video/mp4'),
      file('f3', 'brief.pdf', 'application/pdf'),
      file('f4', 'sons.zip', 'application/zip'),
    ]),
    version(1, [file('f0', 'ancienne.jpg', 'image/jpeg')]),
  ],
  comments: [
    {
      id: 'c1',
      authorKind: 'agency',
      authorName: 'Paul Martin',
      versionNumber: 1,
      decision: 'changes_requested',
      body: 'Plus de lumière',
      createdAt: '2026-11-19T10:00:00Z',
    },
    {
      id: 'c2',
      authorKind: 'brand',
      authorName: 'Marque X',
      versionNumber: 2,
      decision: null,
      body: 'Très bien',
      createdAt: '2026-11-21T10:00:00Z',
    },
  ],
  actions: ['send_to_client', 'approve', 'request_changes', 'publish'],
};

const draw = (shown: DeliverableContentView) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(DeliverableContent, { collaborationId: 'col1', content: shown }),
    ),
  );

describe('DeliverableContent', () => {
  const html = draw(content);

  it('says what the deliverable is, when it is due and where it stands', () => {
    expect(html).toContain('Réel Instagram');
    expect(html).toContain('Unboxing du coffret');
    expect(html).toContain('25 novembre 2026');
    expect(html).toContain('Brouillon reçu');
    expect(html).toContain('en retard');
  });

  it('shows the latest version with its previews and folds the earlier ones', () => {
    expect(html).toContain('V2');
    expect(html).toContain('Légende 2');
    expect(html).toContain('Léa Moreau');
    expect(html).toMatch(/<img[^>]+src="\/api\/files\/f1"/);
    expect(html).toMatch(/<video[^>]+controls[^>]*src="\/api\/files\/f2"/);
    expect(html).toMatch(/<iframe[^>]+src="\/api\/files\/f3"/);
    expect(html).toMatch(/<a href="\/api\/files\/f4" download="sons.zip"/);
    expect(html.indexOf('<details')).toBeLessThan(html.indexOf('ancienne.jpg'));
  });

  it('reads the thread oldest first, decisions said as such', () => {
    expect(html.indexOf('Plus de lumière')).toBeLessThan(html.indexOf('Très bien'));
    expect(html).toContain('Modifications demandées sur la V1');
    expect(html).toContain('À propos de la V2');
    expect(html).toContain('Client');
  });

  it('offers the allowed actions, a draft and a comment, every field labelled', () => {
    for (const label of [
      'Envoyer au client',
      'Valider',
      'Demander des modifications',
      'Marquer comme publié',
      'Envoyer un brouillon',
      'Envoyer le commentaire',
    ]) {
      expect(html).toContain(label);
    }
    const controlIds = [...html.matchAll(/<(?:textarea|select)[^>]* id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(controlIds.length).toBe(2);
    for (const id of controlIds) expect(html).toContain(`for="${id}"`);
  });

  it('offers no draft once validated, and shows the publication once published', () => {
    const published = draw({
      ...content,
      stage: 'published',
      isLate: false,
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-11-26',
      isPublicationChecked: true,
      actions: ['unpublish'],
    });
    expect(published).not.toContain('Envoyer un brouillon');
    expect(published).not.toContain('en retard');
    expect(published).toContain('href="https://instagram.com/p/abc"');
    expect(published).toContain('Publié le 26 novembre 2026');
    expect(published).toContain('Annuler la publication');
  });
});
