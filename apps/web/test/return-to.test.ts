import { describe, expect, it } from 'vitest';
import { returnToPage } from '@/auth/return-to.ts';

const at = (returnTo: string) =>
  `https://dash.example/?${new URLSearchParams({ return_to: returnTo }).toString()}`;

describe('return_to', () => {
  it('takes a main-site page under /admin or /account of this origin', () => {
    expect(returnToPage(at('/admin/settings?lang=es'))).toBe('/admin/settings?lang=es');
    expect(returnToPage(at('/admin'))).toBe('/admin');
    expect(returnToPage(at('/account/set-password?token=x'))).toBe('/account/set-password?token=x');
  });

  it.each([
    'https://evil.example/admin/settings',
    '//evil.example/admin/settings',
    '/\\evil.example/admin/settings',
    'javascript:alert(1)//admin/',
    'admin/settings',
    '/administration',
    '/admin/../identity/logout',
    '/acme/river/map',
    '',
  ])('refuses %s', (returnTo) => {
    expect(returnToPage(at(returnTo))).toBeNull();
  });

  it('is null without the parameter', () => {
    expect(returnToPage('https://dash.example/acme/river/map')).toBeNull();
  });
});
