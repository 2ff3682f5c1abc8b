import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getMaxLength } from '#client/lib/schema-max-length';
import { clientInputSchema } from '#shared/schemas/clients';
import { collaborationInputSchema } from '#shared/schemas/collaborations';
import { optionalText, requiredText } from '#shared/schemas/fields';
import { influencerInputSchema } from '#shared/schemas/influencers';

describe('getMaxLength', () => {
  it('reads the limit of a top-level text, through default, nullish and transform', () => {
    expect(getMaxLength(clientInputSchema, 'brandName')).toBe(200);
    expect(getMaxLength(clientInputSchema, 'notes')).toBe(5000);
    expect(getMaxLength(clientInputSchema, 'sectorSub')).toBe(100);
  });

  it('walks into lists and their items by the names react-hook-form registers', () => {
    expect(getMaxLength(clientInputSchema, 'contacts.0.name')).toBe(200);
    expect(getMaxLength(clientInputSchema, 'contacts.12.role')).toBe(100);
    expect(getMaxLength(collaborationInputSchema, 'influencers.0.deliverables.3.type')).toBe(60);
    expect(getMaxLength(influencerInputSchema, 'fullName')).toBe(200);
    expect(getMaxLength(influencerInputSchema, 'platforms.1.handle')).toBe(100);
  });

  it('has no limit for fields that are not limited texts, or that the schema lacks', () => {
    expect(getMaxLength(clientInputSchema, 'sectorMain')).toBeUndefined();
    expect(getMaxLength(clientInputSchema, 'contacts')).toBeUndefined();
    expect(getMaxLength(clientInputSchema, 'contacts.0.email')).toBeUndefined();
    expect(getMaxLength(clientInputSchema, 'contacts.x.name')).toBeUndefined();
    expect(getMaxLength(clientInputSchema, 'nope')).toBeUndefined();
    expect(getMaxLength(clientInputSchema, 'brandName.0')).toBeUndefined();
    expect(getMaxLength(collaborationInputSchema, 'postProgress')).toBeUndefined();
  });

  it('follows the helpers whatever the limit', () => {
    const schema = z.object({ a: requiredText('A', 7), b: optionalText('B', 9).optional() });
    expect(getMaxLength(schema, 'a')).toBe(7);
    expect(getMaxLength(schema, 'b')).toBe(9);
  });
});
