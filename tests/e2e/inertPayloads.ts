/** Hostile text for the stored-text suites (tests/e2e/inert-text.spec.ts, tests/api/stored-text.test.ts). */

export const P = {
  img: '<img src=x onerror=window.__pwned=1>',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload=window.__pwned=1>',
  js: 'javascript:window.__pwned=1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose
  tpl: '{{7*7}} ${7*7} #{7*7} <%= 7*7 %>',
  // Right-to-left override and zero-width joiner/space/word joiner inside the text.
  bidi: 'a\u202Egnp.exe\u202C b\u200Dc\u200Bd\u2060e',
};

/** 200 characters of everything at once, for the fields that take that much. */
export const LONG = `${P.img}${P.script}${P.svg}${P.js}${P.tpl}${P.bidi}`.padEnd(200, 'ж');

/** Profile fields at their limits (nickname 40, real name 60, other contact 100, remark 500). */
export const PROFILE = {
  nickname: P.img,
  // The settings form insists on a phone; these two only take digits.
  phoneCode: '+84',
  phone: '912 345 678',
  realName: `${P.svg}${P.bidi}`,
  otherContact: `${P.js}//${P.tpl}${P.script}`,
  remark: LONG,
  // Accepted (a path on this site, no spaces): an attribute break-out if ever written as markup.
  img: '/x"/onerror="window.__pwned=1',
};

/** A letters-only site name that is as odd as the rule allows: Arabic, stacked marks, script-ish words. */
export function hostileSiteName(): string {
  const unique = Date.now().toString(36).slice(-6);
  return `${unique} ضِحك Z\u0337\u0322a\u0338l\u0335g\u0336o_script-onerror`;
}
