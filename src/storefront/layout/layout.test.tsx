import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedEvents, resetPixel } from '../pixel/pixel';
import { createContractServer } from '../testing/msw';
import { Route } from '../router';
import { http, HttpResponse } from 'msw';
import { CatalogueRoutes, renderStorefront } from '../testing/render-storefront';
import { ar } from '../i18n/ar/index';
import { applyDocumentLanguage, loadArabicTexts, setLanguage } from '../i18n/language';
import { ARABIC_OF } from '../app';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetPixel());

function desktopHeader() {
  return screen.getAllByRole('banner')[0];
}

describe('header', () => {
  it('has the brand, Home and Shop links, a search box and the cart link', async () => {
    renderStorefront('/shop');
    const header = desktopHeader();
    expect(within(header).getByRole('link', { name: 'Morph' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(header).getAllByRole('combobox', { name: 'Search products' }).length).toBeGreaterThan(0);
    expect(within(header).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('is white on the home page and black elsewhere', async () => {
    const { navigate } = renderStorefront('/');
    expect(desktopHeader()).toHaveAttribute('data-theme', 'light');
    expect(desktopHeader()).toHaveClass('site-header--light');
    await navigate('/shop');
    await waitFor(() => expect(desktopHeader()).toHaveAttribute('data-theme', 'dark'));
    expect(desktopHeader()).toHaveClass('site-header--dark');
  });

  it('shows the total quantity on the cart badge', () => {
    renderStorefront('/shop', {
      cart: [
        { id: 12, variantId: 21, size: 'M', quantity: 2 },
        { id: 7, variantId: 9, size: 'One Size', quantity: 5 },
      ],
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^7$/);
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
  });

  it('shows 99 as 99 and anything above as 99+', () => {
    const first = renderStorefront('/shop', { cart: [{ id: 12, variantId: 21, size: 'M', quantity: 99 }] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
    first.unmount();
    localStorage.clear();
    renderStorefront('/shop', {
      cart: [
        { id: 12, variantId: 21, size: 'M', quantity: 60 },
        { id: 7, variantId: 9, size: 'One Size', quantity: 41 },
      ],
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
    expect(screen.getByRole('link', { name: 'Cart, 99+ items' })).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    renderStorefront('/shop');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});

describe('search', () => {
  async function search(text: string) {
    const user = userEvent.setup();
    const box = within(desktopHeader()).getAllByRole('combobox', { name: 'Search products' })[0];
    if (text) await user.type(box, text);
    await user.click(within(desktopHeader()).getAllByRole('button', { name: 'Search' })[0]);
  }

  it('trims the text and goes to /shop?q=text, reporting a Search event', async () => {
    const { currentUrl } = renderStorefront('/');
    await search('   linen dress  ');
    await waitFor(() => expect(currentUrl()).toBe('/shop?q=linen+dress'));
    expect(recordedEvents()).toEqual([{ event: 'Search', payload: { search_string: 'linen dress' } }]);
  });

  it('goes to the plain shop for an empty or blank search, with no event', async () => {
    const { currentUrl } = renderStorefront('/products/linen-wrap-midi-dress');
    await search('    ');
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
    expect(recordedEvents().filter((e) => e.event === 'Search')).toEqual([]);
  });

  it('searches on Enter', async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/');
    const box = within(desktopHeader()).getAllByRole('combobox', { name: 'Search products' })[0];
    await user.type(box, ' bags {Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/shop?q=bags'));
  });
});

describe('mobile menu', () => {
  // The storefront's real layout rules, for the drawer's computed style (happy-dom lays nothing out).
  let style: HTMLStyleElement;
  beforeAll(() => {
    style = document.createElement('style');
    style.textContent = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../styles/layout.css'),
      'utf8',
    );
    document.head.append(style);
  });
  afterAll(() => style.remove());
  // A phone's window: those rules hide the menu button from 820 px up, and happy-dom applies @media rules for
  // the window's size (1024 px wide unless told).
  beforeEach(() => window.happyDOM?.setViewport({ width: 390, height: 844 }));
  afterEach(() => window.happyDOM?.setViewport({ width: 1024, height: 768 }));

  it('is a drawer the height of the screen, opaque, over a dimmed and inert page, with Home, Shop and the language', async () => {
    const user = userEvent.setup();
    renderStorefront('/shop');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/shop');

    // Not inside the header: its backdrop-filter would make the header the box of a fixed drawer (63 px tall).
    expect(menu.closest('header')).toBeNull();
    expect(menu.parentElement!.parentElement).toBe(document.body);
    const panel = getComputedStyle(menu);
    expect([panel.position, panel.top, panel.bottom, panel.height]).toEqual(['fixed', '0px', '0px', '100%']);
    expect([panel.left, panel.right]).toEqual(['0px', 'auto']);
    // Opaque white, in whichever notation the DOM gives computed colours.
    expect(menu).toHaveStyle({ backgroundColor: '#fff' });
    const backdrop = getComputedStyle(document.querySelector('.mobile-menu__backdrop')!);
    expect([backdrop.position, backdrop.top, backdrop.right, backdrop.bottom, backdrop.left]).toEqual([
      'fixed',
      '0px',
      '0px',
      '0px',
      '0px',
    ]);
    expect(backdrop.backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
    // The page behind can be neither reached nor scrolled.
    expect(screen.getAllByRole('banner', { hidden: true })[0].closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps the focus inside, and gives it back to the menu button on Escape and on its close button', async () => {
    const user = userEvent.setup();
    renderStorefront('/shop');
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    const order = [
      within(menu).getByRole('link', { name: 'Home' }),
      within(menu).getByRole('link', { name: 'Shop' }),
      within(menu).getByRole('link', { name: 'العربية' }),
      close,
    ];
    for (const next of order) {
      await user.tab();
      expect(next).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(order[2]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens from the right in Arabic', async () => {
    setLanguage('ar', ar);
    applyDocumentLanguage('ar');
    try {
      await loadArabicTexts(...ARABIC_OF.shop);
      const user = userEvent.setup();
      renderStorefront('/shop');
      await user.click(screen.getByRole('button', { name: 'فتح القائمة' }));
      const menu = await screen.findByRole('dialog', { name: 'القائمة' });
      expect(within(menu).getByRole('link', { name: 'English' })).toBeInTheDocument();
      const panel = getComputedStyle(menu);
      expect([panel.left, panel.right, panel.top, panel.bottom]).toEqual(['auto', '0px', '0px', '0px']);
    } finally {
      setLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});

describe('phone search', () => {
  it("opens from the header's search icon on any page, searches, and closes", async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/products/linen-wrap-midi-dress');
    const icon = screen.getByRole('button', { name: 'Open search' });
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    await user.click(icon);
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('search', { name: 'Search the shop' });
    const box = within(panel).getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();
    await user.type(box, 'silk{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/shop?q=silk'));
    expect(screen.queryByRole('search', { name: 'Search the shop' })).not.toBeInTheDocument();

    // Escape and the close button close it, the focus back on the icon.
    await user.click(icon);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search', { name: 'Search the shop' })).not.toBeInTheDocument();
    expect(icon).toHaveFocus();
    await user.click(icon);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('search', { name: 'Search the shop' })).not.toBeInTheDocument();
    expect(icon).toHaveFocus();
  });
});

describe('footer', () => {
  it('has Quick Links, Follow Us, Policies and the tagline', async () => {
    renderStorefront('/shop');
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(quick).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    // Contact leads to the shop's contact ways.
    expect(within(quick).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');

    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(policies).getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/returns');
    expect(within(footer).getByText('Less effort, More impression')).toBeInTheDocument();
    // The social accounts are the shop's own, from its settings (none set for TikTok here).
    const social = await within(footer).findByRole('list', { name: 'Follow Us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://www.facebook.com/morph.eg'],
      ['Instagram', 'https://www.instagram.com/morph.eg'],
    ]);
  });

  it("shows the shop's WhatsApp, phone, email and address from its settings where Contact leads", async () => {
    renderStorefront('/shop');
    const block = document.getElementById('contact')!;
    expect(within(block).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(await within(block).findByRole('link', { name: /01001234567/ })).toHaveAttribute(
      'href',
      'https://wa.me/201001234567',
    );
    expect(within(block).getByRole('link', { name: '02 2345 6789' })).toHaveAttribute(
      'href',
      'tel:0223456789',
    );
    expect(within(block).getByRole('link', { name: 'care@morph.example' })).toHaveAttribute(
      'href',
      'mailto:care@morph.example',
    );
    expect(within(block).getByText(/14 Mahmoud Bassiouny St/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
  });

  it('shows no social list and no contact ways when the settings are empty or fail, but still leads to tracking', async () => {
    server.use(
      http.get('*/api/settings/contact', () =>
        HttpResponse.json({ error: 'Not implemented yet' }, { status: 501 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = renderStorefront('/shop');
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['/api/settings/contact'] })?.state.status).toBe(
        'error',
      ),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('list', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /facebook/i })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Track your order' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('not-found route', () => {
  it('shows "Page not found" and asks search engines not to index it', async () => {
    renderStorefront('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });
});

describe('error screen', () => {
  it('shows "Unexpected Application Error!" when a screen throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderStorefront('/broken', {
      routes: (
        <CatalogueRoutes
          extra={
            <Route path="/broken">
              <Broken />
            </Route>
          }
        />
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
