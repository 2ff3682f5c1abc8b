import { describe, expect, it } from 'vitest';
import { contents } from '#shared/i18n/fr-contents';
import { contracts } from '#shared/i18n/fr-contracts';
import { fr } from '#shared/i18n/fr';
import { linksText } from '#shared/i18n/fr-links';
import { report } from '#shared/i18n/fr-report';
import { reportExports } from '#shared/i18n/fr-report-exports';
import { performance } from '#shared/i18n/fr-performance';
import { readings } from '#shared/i18n/fr-readings';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { vocabulary } from '#shared/i18n/fr-vocabulary';
import { texts } from './texts';

// The page's catalogue copies the product's texts (decision 0052): the same words, always.
describe('the texts of the outsiders’ pages', () => {
  it('say what the product’s catalogues say', () => {
    expect(texts.deliverableTypes).toEqual(vocabulary.deliverableTypes);
    expect(texts.platforms).toEqual(vocabulary.platforms);
    expect(texts.proposalStatus).toEqual(vocabulary.proposalStatus);
    expect(texts.stages).toEqual(contents.stages);
    expect(texts.authors).toEqual(contents.authors);
    expect(texts.missing).toBe(linksText.errors.missing);
    expect(texts.unexpected).toBe(fr.errors.unexpected);
    expect(texts.network).toBe(fr.errors.network);
    expect(texts.required('Commentaire')).toBe(fr.fields.required('Commentaire'));
    expect(texts.uploadFailed).toBe(resourcesScreen.uploadFailed);
    const same = [
      'late',
      'publishOn',
      'noPublishOn',
      'latestVersion',
      'earlierVersions',
      'noVersion',
      'caption',
      'files',
      'thread',
      'noComment',
      'comment',
      'sendComment',
      'changesComment',
      'publishedUrl',
      'publishedOn',
      'reviewerName',
      'reviewerEmail',
    ] as const;
    for (const key of same) expect(texts[key], key).toBe(contents[key]);
    expect(texts.approve).toBe(contents.actions.approve);
    expect(texts.requestChanges).toBe(contents.actions.request_changes);
    expect(texts.publish).toBe(contents.actions.publish);
    expect(texts.sendDraft).toBe(contents.screen.sendDraft);
    expect(texts.commentSent).toBe(contents.screen.commentSent);
    expect(texts.draftSent).toBe(contents.screen.draftSent);
    expect(texts.noFile).toBe(contents.errors.noFile);
    expect(texts.fileType('a.zip')).toBe(contents.errors.fileType('a.zip'));
    expect(texts.emptyComment).toBe(contents.errors.emptyComment);
    expect(texts.aboutVersion(2)).toBe(contents.aboutVersion(2));
    expect(texts.versionLabel(3)).toBe(contents.versionLabel(3));
    expect(texts.sentBy('Zoé', 'hier')).toBe(contents.sentBy('Zoé', 'hier'));
    expect(texts.openPdf('a.pdf')).toBe(contents.screen.openPdf('a.pdf'));
    expect(texts.download('a.png')).toBe(contents.screen.download('a.png'));
    expect(texts.publishedOnDay('1 mai')).toBe(contents.screen.publishedOnDay('1 mai'));
    expect(texts.deliverablesOf('Zoé')).toBe(contents.screen.deliverablesOf('Zoé'));
    expect(texts.noDeliverable).toBe(contents.empty);
    const copied = texts.report;
    for (const key of [
      'title',
      'conclusion',
      'byCreator',
      'byPublication',
      'overTime',
      'top',
      'empty',
    ] as const) {
      expect(copied[key], key).toBe(report[key]);
    }
    expect(copied.tiles).toEqual(report.tiles);
    expect(copied.engagementBase).toEqual(report.engagementBase);
    expect(copied.prices.onBilled).toBe(report.prices.onBilled);
    expect(copied.budget.billed).toBe(report.budget.billed);
    for (const [key, text] of Object.entries(copied.columns)) {
      expect(text, key).toBe(report.columns[key as keyof typeof copied.columns]);
    }
    expect(texts.rank(2)).toBe(reportExports.top.rank(2));
    expect(texts.day).toBe(reportExports.columns.day);
    // The creator's statistics (issue 30).
    expect(texts.metrics).toEqual(performance.metrics);
    expect(texts.readOn).toBe(performance.readOn);
    expect(texts.noMetric).toBe(performance.errors.noMetric);
    expect(texts.wholeNumber('Vues')).toBe(fr.fields.wholeNumber('Vues'));
    expect(texts.readingOf('2 mai')).toBe(readings.readOn('2 mai'));
    expect(texts.readingsTitle).toBe(readings.creator.title);
    expect(texts.previousReadings).toBe(readings.creator.previous);
    expect(texts.noReading).toBe(readings.empty);
    expect(texts.readingsHint).toBe(readings.hint);
    expect(texts.proof).toBe(readings.creator.proof);
    expect(texts.proofHint).toBe(readings.creator.proofHint);
    expect(texts.proofType('a.mp4')).toBe(readings.errors.proofType('a.mp4'));
    expect(texts.sendReading).toBe(readings.creator.send);
    expect(texts.readingSent).toBe(readings.creator.sent);
    expect(texts.sources).toEqual(readings.sources);
    // The creator's contract (issue 31).
    const contract = texts.contract;
    for (const key of [
      'title',
      'intro',
      'download',
      'textLabel',
      'sign',
      'signed',
      'agencyPending',
    ] as const) {
      expect(contract[key], key).toBe(contracts.link[key]);
    }
    expect(contract.documentOf('2 mai')).toBe(contracts.link.documentOf('2 mai'));
    expect(contract.signedBy('Zoé', '2 mai')).toBe(contracts.link.signedBy('Zoé', '2 mai'));
    expect(contract.agencySigned('2 mai')).toBe(contracts.link.agencySigned('2 mai'));
    expect(contract.fullName).toBe(contracts.fields.fullName);
    expect(contract.accepted).toBe(contracts.fields.accepted);
    expect(contract.mustAccept).toBe(contracts.messages.mustAccept);
    for (const [key, text] of Object.entries(contents.decisions)) {
      const copy = texts.decisions[key];
      expect(typeof copy === 'function' ? copy(2) : copy, key).toBe(
        typeof text === 'function' ? text(2) : text,
      );
    }
  });
});
