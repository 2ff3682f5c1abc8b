import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import {
  nameFromFile,
  resourceFormSchema,
  toSaveError,
} from '#client/features/resources/resource-form-values';

describe('nameFromFile', () => {
  it('keeps what comes before the first dot (spec §5)', () => {
    expect(nameFromFile('rapport.final.v2.pdf')).toBe('rapport');
    expect(nameFromFile('brief printemps.docx')).toBe('brief printemps');
    expect(nameFromFile('notes')).toBe('notes');
    expect(nameFromFile('.env')).toBe('');
  });
});

describe('resourceFormSchema', () => {
  const values = { name: 'Brief', type: 'brief', description: 'Texte', url: '', hasFile: false };

  it('asks for a URL or a file', () => {
    const result = resourceFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['url'], 'Veuillez fournir soit une URL, soit un fichier.'],
    ]);
    expect(resourceFormSchema.safeParse({ ...values, hasFile: true }).success).toBe(true);
    expect(resourceFormSchema.safeParse({ ...values, url: 'https://a.fr' }).success).toBe(true);
  });
});

describe('toSaveError', () => {
  it("says the spec's message, or the server's own for a field", () => {
    expect(toSaveError(new ApiError(500, 'internal', 'Boom')).message).toBe(
      'Une erreur est survenue lors de la sauvegarde de la ressource.',
    );
    expect(toSaveError(new Error('network')).message).toBe(
      'Une erreur est survenue lors de la sauvegarde de la ressource.',
    );
    const refused = new ApiError(422, 'invalid', 'Données invalides', { uploadId: 'Introuvable' });
    expect(toSaveError(refused)).toMatchObject({ message: 'Introuvable', fields: refused.fields });
  });
});
