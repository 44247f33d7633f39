import { describe, expect, it } from 'vitest';
import { redirectFor, securityHeaders } from '../../src/server/static.ts';

describe('routing rules for paths without a file', () => {
  it('sends /login to the home page with the login dialog', () => {
    expect(redirectFor('/login', '')).toEqual({ to: '/?showLogin=1', status: 302 });
    expect(redirectFor('/login', '?leagueCode=AB12')?.to).toBe('/?leagueCode=AB12&showLogin=1');
  });
  it('folds /en into the root', () => {
    expect(redirectFor('/en', '')).toEqual({ to: '/', status: 301 });
    expect(redirectFor('/en/cart', '?a=1')).toEqual({ to: '/cart?a=1', status: 301 });
  });
  it('canonicalises zh-TW to its served segment', () => {
    expect(redirectFor('/zh-TW/cart', '')).toEqual({ to: '/zh-tw/cart', status: 301 });
    expect(redirectFor('/ZH-TW', '')).toEqual({ to: '/zh-tw', status: 301 });
  });
  it('leaves unknown locales and paths to the caller (which goes home)', () => {
    expect(redirectFor('/fr/cart', '')).toBeNull();
    expect(redirectFor('/whatever', '')).toBeNull();
  });
});

describe('security headers', () => {
  it('allows only self and the built inline scripts', () => {
    const h = securityHeaders(['sha256-abc']);
    expect(h['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBeTruthy();
  });
});
