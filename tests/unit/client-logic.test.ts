import { describe, expect, it } from 'vitest';
import { isSuccess } from '../../src/lib/api.ts';
import { readAuth, safeRedirect } from '../../src/features/auth/auth.ts';
import { format } from '../../src/lib/clientStrings.ts';

describe('api success rule (spec §7)', () => {
  it('is code 0, or success true, or 2xx', () => {
    expect(isSuccess(200, { code: 0 })).toBe(true);
    expect(isSuccess(200, { code: 1, msg: 'x' })).toBe(false);
    expect(isSuccess(200, { success: true })).toBe(true);
    expect(isSuccess(200, { success: false })).toBe(false);
    expect(isSuccess(204, null)).toBe(true);
    expect(isSuccess(500, null)).toBe(false);
  });
});

describe('login response reading', () => {
  const user = { id: 1, username: 'abc' } as never;
  it('takes the token from accessToken or token', () => {
    expect(readAuth({ accessToken: 'a', userInfo: user }, 'none')).toEqual({ token: 'a', user });
    expect(readAuth({ token: 'b', user }, 'none')).toEqual({ token: 'b', user });
  });
  it('rejects a success without a token', () => {
    expect(() => readAuth({}, 'Login succeeded but no valid token received')).toThrow(
      'Login succeeded but no valid token received',
    );
    expect(() => readAuth(null, 'x')).toThrow('x');
  });
  it('only redirects to same-site paths', () => {
    expect(safeRedirect('/ar/cart?x=1')).toBe('/ar/cart?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('formats placeholders', () => {
    expect(format('Try in {{seconds}} s', { seconds: 30 })).toBe('Try in 30 s');
  });
});
