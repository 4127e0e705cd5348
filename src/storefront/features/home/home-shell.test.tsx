// The home page's first screen the server sends as HTML (src/shared/home-shell.ts) must be the app's own: React
// replaces it with what it renders, and any difference would move or change what the shopper already sees.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { homeShell } from '../../../shared/home-shell';
import { ar } from '../../i18n/ar';
import { setLanguage } from '../../i18n/language';
import { createContractServer } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setLanguage('en');
});
afterAll(() => server.close());

function shellOf(language: 'en' | 'ar'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = homeShell(language);
  return holder;
}

describe('the home page sent as HTML', () => {
  it('is the hero the app renders, in the same main element', async () => {
    renderStorefront('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    const shell = shellOf('en');
    // Same elements, attributes (in any order) and texts.
    expect(shell.querySelector('section.hero')!.isEqualNode(hero)).toBe(true);
    const main = document.querySelector('main')!;
    const shellMain = shell.querySelector('main')!;
    for (const name of ['id', 'tabindex', 'class'])
      expect(shellMain.getAttribute(name), name).toBe(main.getAttribute(name));
    expect(shell.querySelector('.home')!.parentElement).toBe(shellMain);
    expect(main.firstElementChild).toHaveClass('home');
    expect(shellMain.parentElement).toHaveClass('site');
    expect(main.closest('.site')).not.toBeNull();
  });

  it('writes the Arabic hero as the Arabic page does, its link to the Arabic shop', async () => {
    setLanguage('ar', ar);
    renderStorefront('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    const shell = shellOf('ar').querySelector('section.hero')!;
    expect(shell.querySelector('h1')!.textContent).toBe(hero.querySelector('h1')!.textContent);
    expect(shell.querySelector('p')!.textContent).toBe(hero.querySelector('p')!.textContent);
    expect(shell.querySelector('a')!.textContent).toBe(hero.querySelector('a')!.textContent);
    expect(shell.querySelector('a')).toHaveAttribute('href', '/ar/shop');
  });

  it('escapes its texts', () => {
    expect(homeShell('en')).not.toMatch(/<script/i);
    expect(shellOf('en').querySelectorAll('*')).toHaveLength(8);
  });
});
