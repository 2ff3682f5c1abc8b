import { describe, expect, it } from 'vitest';
import {
  canSendDraft,
  checkDraftFiles,
  describeDecision,
  findRefusedFile,
  getDeliverableTypeLabel,
  getPreviewKind,
  isActionWithForm,
} from '#client/features/collaborations/contents/content-view';
import type { ContentVersionView } from '#shared/schemas/contents';

const version = (sentToClientAt: string | null): ContentVersionView => ({
  number: 1,
  caption: '',
  authorKind: 'creator',
  authorName: 'Léa',
  createdAt: '2026-11-20T10:00:00Z',
  sentToClientAt,
  files: [],
});

describe('getDeliverableTypeLabel', () => {
  it('reads a known type and keeps a free-text one as typed', () => {
    expect(getDeliverableTypeLabel('reel_instagram')).toBe('Réel Instagram');
    expect(getDeliverableTypeLabel('constructor')).toBe('constructor');
    expect(getDeliverableTypeLabel('Live Twitch 2 h')).toBe('Live Twitch 2 h');
  });
});

describe('getPreviewKind', () => {
  it('shows images, videos and PDFs, downloads the rest', () => {
    expect(getPreviewKind('image/jpeg')).toBe('image');
    expect(getPreviewKind('IMAGE/PNG')).toBe('image');
    expect(getPreviewKind('video/mp4')).toBe('video');
    expect(getPreviewKind('application/pdf')).toBe('pdf');
    expect(getPreviewKind('application/zip')).toBe('download');
    expect(getPreviewKind('')).toBe('download');
  });
});

describe('findRefusedFile', () => {
  it('names the first file that is not an image, a video or a PDF', () => {
    const photo = new File(['a'], 'photo.jpg', { type: 'image/jpeg' });
    const sheet = new File(['b'], 'budget.xlsx', { type: 'application/vnd.ms-excel' });
    expect(findRefusedFile([photo])).toBeUndefined();
    expect(findRefusedFile([photo, sheet])?.name).toBe('budget.xlsx');
  });
});

describe('checkDraftFiles', () => {
  it('asks for a file, then for accepted types only', () => {
    const clip = new File(['a'], 'clip.mp4', { type: 'video/mp4' });
    const notes = new File(['b'], 'notes.txt', { type: 'text/plain' });
    expect(checkDraftFiles([])).toBe('Ajoutez au moins un fichier dans « Fichiers ».');
    expect(checkDraftFiles([clip])).toBeUndefined();
    expect(checkDraftFiles([clip, notes])).toContain('« notes.txt »');
  });
});

describe('canSendDraft', () => {
  it('follows the content rules for the agency', () => {
    expect(canSendDraft({ stage: 'to_produce', versions: [] })).toBe(true);
    expect(canSendDraft({ stage: 'changes_requested', versions: [version(null)] })).toBe(true);
    expect(canSendDraft({ stage: 'draft_received', versions: [version('2026-11-21')] })).toBe(true);
    expect(canSendDraft({ stage: 'approved', versions: [version(null)] })).toBe(false);
    expect(canSendDraft({ stage: 'published', versions: [version(null)] })).toBe(false);
  });
});

describe('describeDecision', () => {
  it('writes the decision with its version', () => {
    expect(describeDecision({ decision: 'approved', versionNumber: 2 })).toBe('V2 validée');
    expect(describeDecision({ decision: 'changes_requested', versionNumber: 1 })).toBe(
      'Modifications demandées sur la V1',
    );
    expect(describeDecision({ decision: 'published', versionNumber: null })).toBe(
      'Publication indiquée',
    );
  });

  it('says nothing of a plain comment or an unknown decision', () => {
    expect(describeDecision({ decision: null, versionNumber: 1 })).toBeNull();
    expect(describeDecision({ decision: 'toString', versionNumber: 1 })).toBeNull();
    expect(describeDecision({ decision: 'approved', versionNumber: null })).toBeNull();
  });
});

describe('isActionWithForm', () => {
  it('asks first for changes and publication only', () => {
    expect(isActionWithForm('request_changes')).toBe(true);
    expect(isActionWithForm('publish')).toBe(true);
    expect(isActionWithForm('approve')).toBe(false);
  });
});
