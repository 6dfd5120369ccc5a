import { describe, expect, it } from 'vitest';
import { clearLeftoverOverlays, fullPath, guardNavigation, isOpenPath } from './guard';

describe('route guard (seed section 6)', () => {
  const open = [
    '/create-idea',
    '/auth',
    '/idea-or-need',
    '/questions',
    '/AuthAfter/7',
    '/',
    '/TheIdea/7',
    '/TheNeed/7',
    '/google-login/callback',
    '/auth/mobile',
    '/auth/anything/else',
  ];
  const guarded = [
    '/auth-d',
    '/profile',
    '/wallet',
    '/deposite',
    '/chat/3',
    '/details/7',
    '/aboutUs',
    '/contactUs',
    '/MyIdea/7',
    '/comments/7',
  ];

  it.each(open)('lets a visitor open %s', (pathname) => {
    expect(isOpenPath(pathname)).toBe(true);
    expect(guardNavigation({ pathname, auth: false })).toBe('proceed');
  });

  it.each(guarded)('stops a visitor at %s and prompts the login', (pathname) => {
    expect(isOpenPath(pathname)).toBe(false);
    expect(guardNavigation({ pathname, auth: false })).toBe('prompt-login');
  });

  it.each(guarded)('lets a member open %s', (pathname) => {
    expect(guardNavigation({ pathname, auth: true })).toBe('proceed');
  });

  it('treats an unknown path as open (it only shows not-found)', () => {
    expect(guardNavigation({ pathname: '/no-such-page', auth: false })).toBe('proceed');
  });

  it('records the full path with query and hash', () => {
    expect(fullPath({ pathname: '/details/4', search: '?tab=1', hash: '#c' })).toBe(
      '/details/4?tab=1#c',
    );
  });
});

describe('leftover overlays', () => {
  it('removes orphan backdrops and resets scroll styles outside /auth/', () => {
    document.body.innerHTML = '<div class="MuiBackdrop-root"></div><div id="root"></div>';
    document.body.style.overflow = 'hidden';
    document.body.style.paddingRight = '15px';
    clearLeftoverOverlays('/wallet');
    expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('leaves everything alone under /auth/', () => {
    document.body.innerHTML = '<div class="MuiBackdrop-root"></div>';
    document.body.style.overflow = 'hidden';
    clearLeftoverOverlays('/auth/mobile');
    expect(document.querySelector('.MuiBackdrop-root')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps the scroll lock and backdrop of a modal that is open', () => {
    document.body.innerHTML =
      '<div class="MuiModal-root"><div class="MuiBackdrop-root"></div></div>';
    document.body.style.overflow = 'hidden';
    clearLeftoverOverlays('/');
    expect(document.querySelector('.MuiBackdrop-root')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
