import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import { resourceFormSchema, toSaveError } from '#client/features/resources/resource-form-values';

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
