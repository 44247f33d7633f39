import { describe, expect, it } from 'vitest';
import { catalogKey } from '../../src/server/platform/i18n.ts';
import en from '../../i18n/en.json' with { type: 'json' };

/**
 * `catalogKey` decides whether a validation message is a key of the catalog (translated once,
 * in the request's language) or zod's own English text (shown as the generic message).
 */
describe('catalogKey', () => {
  const keys = Object.keys(en);
  const plural = keys.filter((k) => /_(zero|one|two|few|many|other)$/.test(k));
  const plain = keys.filter((k) => !plural.includes(k));

  it('names every plain key of the English catalog as itself', () => {
    expect(plain.length).toBeGreaterThan(100);
    for (const key of plain) expect(catalogKey(key)).toBe(key);
  });

  it('names a counted key by its stem, never by one of its plural forms', () => {
    expect(plural).toContain('wizard.templateCount_other');
    expect(catalogKey('wizard.templateCount')).toBe('wizard.templateCount');
    for (const form of plural) {
      expect(catalogKey(form.replace(/_[a-z]+$/, ''))).not.toBeNull();
      expect(catalogKey(form)).toBeNull();
    }
  });

  it('takes zod’s English messages and near misses for text, not keys', () => {
    for (const text of [
      'Required',
      'Invalid input: expected string, received undefined',
      'String must contain at least 2 character(s)',
      '',
      'validation', // a namespace, not a key
      'Validation.invalid', // keys are case-sensitive
      ' validation.invalid', // and exact
      'validation.invalid.',
      'validation.invalidx',
    ]) {
      expect(catalogKey(text), text).toBeNull();
    }
    expect(catalogKey('validation.invalid')).toBe('validation.invalid');
  });
});
