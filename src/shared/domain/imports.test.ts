import { describe, expect, it } from 'vitest';
import {
  readBoolean,
  readCents,
  readDay,
  readPlatform,
  readSectorMain,
  readWholeNumber,
} from '#shared/domain/import-cells';
import { guessMapping, normalizeHeader } from '#shared/domain/import-headers';
import { fieldLabel } from '#shared/domain/imports';

describe('guessing the field of a column from its header', () => {
  it('reads French client headers, whatever the case, accents and punctuation', () => {
    expect(
      guessMapping('clients', [
        'Nom de la marque',
        'SECTEUR',
        'Sous-secteur',
        'Nom du contact',
        'E-mail',
        'Téléphone',
        'Fonction',
        'Commentaires',
        'Ville',
      ]),
    ).toEqual([
      'brandName',
      'sectorMain',
      'sectorSub',
      'contacts.0.name',
      'contacts.0.email',
      'contacts.0.phone',
      'contacts.0.role',
      'notes',
      null,
    ]);
  });

  it('reads English headers and numbered contacts', () => {
    expect(
      guessMapping('clients', [
        'Brand',
        'Email',
        'Phone',
        'Contact 2',
        'Email 2',
        'E-mail contact 3',
      ]),
    ).toEqual([
      'brandName',
      'contacts.0.email',
      'contacts.0.phone',
      'contacts.1.name',
      'contacts.1.email',
      'contacts.2.email',
    ]);
  });

  it('gives a field to one column only: the first that names it', () => {
    expect(guessMapping('clients', ['Marque', 'Brand', 'Email', 'Mail'])).toEqual([
      'brandName',
      null,
      'contacts.0.email',
      null,
    ]);
  });

  it('reads influencer headers, platforms and rates', () => {
    expect(
      guessMapping('influencers', [
        'Nom complet',
        'Pseudo',
        'Adresse',
        'Tél.',
        'Date de naissance',
        'N° SIRET',
        'Référent',
        'Exclusivité',
        'Instagram',
        'Abonnés Instagram',
        'Twitter',
        'TikTok followers',
        'Tarif Post Instagram',
        'Plateforme',
        'Audience',
      ]),
    ).toEqual([
      'fullName',
      'username',
      'address',
      'phoneNumber',
      'birthDate',
      'siret',
      'internalReferent',
      'isExclusive',
      'handle.instagram',
      'audience.instagram',
      'handle.x',
      'audience.tiktok',
      'rate.post_instagram',
      'platform.name',
      'platform.audience',
    ]);
  });

  it('names every field in French', () => {
    expect(fieldLabel('contacts.1.email')).toBe('Email du contact 2');
    expect(fieldLabel('handle.youtube')).toBe('Identifiant YouTube');
    expect(fieldLabel('rate.reel_instagram')).toBe('Tarif Réel Instagram');
    expect(normalizeHeader('  N° SIRET ')).toBe('n siret');
  });
});

describe('reading cells as the forms’ values', () => {
  it('reads French labels of closed lists, and leaves an unknown word for the schema to refuse', () => {
    expect(readSectorMain('Mode')).toBe('fashion');
    expect(readSectorMain('fashion')).toBe('fashion');
    expect(readSectorMain('Inconnu')).toBe('Inconnu');
    expect(readPlatform('twitter')).toBe('x');
    expect(readPlatform('YouTube')).toBe('youtube');
  });

  it('reads yes and no, days, audiences and prices as typed in spreadsheets', () => {
    expect([readBoolean('Oui'), readBoolean('x'), readBoolean('non'), readBoolean('')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(readBoolean('peut-être')).toBe('peut-être');
    expect(readDay('14/03/1996')).toBe('1996-03-14');
    expect(readDay('4.3.1996')).toBe('1996-03-04');
    expect(readDay('1996-03-14')).toBe('1996-03-14');
    expect(readWholeNumber('12 500')).toBe(12_500);
    expect(readWholeNumber('12,5k')).toBe(12_500);
    expect(readWholeNumber('1.2M')).toBe(1_200_000);
    expect(readWholeNumber('beaucoup')).toBe('beaucoup');
    expect(readCents('1 200,50 €')).toBe(120_050);
    expect(readCents('gratuit')).toBe('gratuit');
  });
});
