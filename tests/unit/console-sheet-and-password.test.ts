import { describe, expect, it } from 'vitest';
import { opsPasswordField, opsPasswordProblem } from '../../src/shared/schemas/operations.ts';
import { CONSOLE_CSS } from '../../src/server/console/views/consoleStyles.ts';
import { consolePage } from '../../src/server/console/views/consoleLayout.ts';
import { html, styleSheet } from '../../src/server/platform/html.ts';
import { serverT } from '../../src/server/platform/i18n.ts';

// Issue 25, item 11: the console's CSS reached its <style> HTML-escaped, so quoted font names
// and `>` rules were dropped and the console rendered in the serif default.
describe('console style sheet', () => {
  const page = consolePage(
    { locale: 'en', t: serverT('en'), timeZone: 'UTC', now: new Date(0) },
    { title: 'x', body: html`<p>y</p>` },
  );
  const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';

  it('reaches the page as written, quotes and child combinators included', () => {
    expect(style).toBe(CONSOLE_CSS.value);
    expect(style).toContain('"Segoe UI"');
    expect(style).toContain('section>:last-child');
    expect(style).not.toMatch(/&(quot|gt|lt|amp|#39);/);
  });

  it('refuses any text that could close its <style> element', () => {
    for (const bad of ['</style><script>alert(1)</script>', 'a{}</STYLE >', 'b{content:"<"}'])
      expect(() => styleSheet(bad)).toThrow(/may not contain "<"/);
    expect(styleSheet('a>b{font-family:"X"}').value).toBe('a>b{font-family:"X"}');
  });
});

// Issue 25, item 12: the operations password took at most 10 letters and digits.
describe('operations password rule', () => {
  const ok = (p: string) => opsPasswordField.safeParse(p).success;

  it('takes 6 to 128 characters of any script, symbols and spaces included', () => {
    for (const p of [
      '123456',
      'abcdef',
      'pass word!',
      'Пароль-2024',
      '密码密码密码',
      'كلمة سر',
      '🔑🔑🔑🔑🔑🔑',
      'x'.repeat(128),
    ])
      expect(ok(p), p).toBe(true);
    // Counted in characters, not UTF-16 units: 128 emoji are 256 units and still allowed.
    expect(ok('🔑'.repeat(128))).toBe(true);
  });

  it('refuses fewer than 6 or more than 128 characters, control characters and lone surrogates', () => {
    for (const p of [
      'abcde',
      '🔑🔑🔑🔑🔑',
      'x'.repeat(129),
      'tab\there',
      'line\nbreak',
      'nul\u0000char',
      'half\uD800pair',
    ])
      expect(opsPasswordProblem(p), JSON.stringify(p)).toBe('reset.length');
    expect(opsPasswordField.safeParse('').error?.issues[0]?.message).toBe('ops.passwordRequired');
  });
});
