import { describe, expect, it } from 'vitest';
import {
  CONTENT_STAGES,
  agencyWait,
  canAct,
  derivePostProgress,
  isContentLate,
  isPostedStage,
  nextStage,
  type ContentStage,
} from '#shared/domain/content-stages';

const state = (stage: ContentStage, isLatestSentToClient = false) => ({
  stage,
  isLatestSentToClient,
});

describe('nextStage', () => {
  it('takes a deliverable from the brief to the publication', () => {
    expect(nextStage(state('to_produce'), 'send_draft', 'creator')).toBe('draft_received');
    expect(nextStage(state('draft_received'), 'send_to_client', 'agency')).toBe('draft_received');
    expect(nextStage(state('draft_received', true), 'request_changes', 'brand')).toBe(
      'changes_requested',
    );
    expect(nextStage(state('changes_requested'), 'send_draft', 'creator')).toBe('draft_received');
    expect(nextStage(state('draft_received', true), 'approve', 'brand')).toBe('approved');
    expect(nextStage(state('approved'), 'publish', 'creator')).toBe('published');
  });

  it('lets the creator replace a draft nobody reviewed yet, never an approved one', () => {
    expect(nextStage(state('draft_received'), 'send_draft', 'creator')).toBe('draft_received');
    expect(nextStage(state('approved'), 'send_draft', 'creator')).toBeNull();
    expect(nextStage(state('published'), 'send_draft', 'agency')).toBeNull();
  });

  it('lets the brand decide only on a draft it was sent', () => {
    expect(nextStage(state('draft_received', false), 'approve', 'brand')).toBeNull();
    expect(nextStage(state('draft_received', false), 'request_changes', 'brand')).toBeNull();
    expect(nextStage(state('draft_received', false), 'approve', 'agency')).toBe('approved');
  });

  it('sends a draft to the client once', () => {
    expect(canAct(state('draft_received', true), 'send_to_client', 'agency')).toBe(false);
    expect(canAct(state('to_produce'), 'send_to_client', 'agency')).toBe(false);
  });

  it('keeps each action to its actors', () => {
    expect(nextStage(state('draft_received'), 'approve', 'creator')).toBeNull();
    expect(nextStage(state('draft_received'), 'send_to_client', 'brand')).toBeNull();
    expect(nextStage(state('draft_received', true), 'send_draft', 'brand')).toBeNull();
    expect(nextStage(state('published'), 'unpublish', 'creator')).toBeNull();
  });

  it('lets the creator publish only a validated content, the agency from any stage', () => {
    for (const stage of ['to_produce', 'draft_received', 'changes_requested'] as const) {
      expect(nextStage(state(stage), 'publish', 'creator')).toBeNull();
      expect(nextStage(state(stage), 'publish', 'agency')).toBe('published');
    }
    expect(nextStage(state('published'), 'publish', 'agency')).toBeNull();
    expect(nextStage(state('published'), 'unpublish', 'agency')).toBe('approved');
  });
});

describe('the spec fields that follow the stages', () => {
  it("is 'Posté' exactly when published", () => {
    expect(CONTENT_STAGES.filter(isPostedStage)).toEqual(['published']);
  });

  it('derives the post progress from every deliverable', () => {
    expect(derivePostProgress([])).toBeNull();
    expect(derivePostProgress(['to_produce', 'to_produce'])).toBe(0);
    expect(derivePostProgress(['to_produce', 'draft_received'])).toBe(30);
    expect(derivePostProgress(['changes_requested', 'published'])).toBe(30);
    expect(derivePostProgress(['approved', 'published'])).toBe(50);
    expect(derivePostProgress(['approved'])).toBe(50);
    expect(derivePostProgress(['published', 'published'])).toBe(100);
  });
});

describe('isContentLate', () => {
  it('is late after its planned day until it is published', () => {
    const today = '2026-11-27';
    expect(isContentLate({ stage: 'to_produce', publishOn: '2026-11-26' }, today)).toBe(true);
    expect(isContentLate({ stage: 'approved', publishOn: '2026-11-26' }, today)).toBe(true);
    expect(isContentLate({ stage: 'to_produce', publishOn: '2026-11-27' }, today)).toBe(false);
    expect(isContentLate({ stage: 'published', publishOn: '2026-11-01' }, today)).toBe(false);
    expect(isContentLate({ stage: 'to_produce', publishOn: null }, today)).toBe(false);
  });
});

describe('agencyWait', () => {
  it('lists drafts, changes asked and unchecked publications', () => {
    const wait = (stage: ContentStage, isPublicationChecked = false) =>
      agencyWait({ stage, isPublicationChecked });
    expect(wait('to_produce')).toBeNull();
    expect(wait('draft_received')).toBe('draft');
    expect(wait('changes_requested')).toBe('changes');
    expect(wait('approved')).toBeNull();
    expect(wait('published')).toBe('publication');
    expect(wait('published', true)).toBeNull();
  });
});
