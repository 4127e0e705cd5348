import { afterEach, describe, expect, it } from 'vitest';
import { getGetProductBySlugResponseMock } from '../../../generated/shop-api/products/products.msw';
import { trackAddToCart, trackSearch, trackViewContent } from './events';
import { initPixel, PIXEL_SCRIPT_URL, recordedEvents, resetPixel, track } from './pixel';

afterEach(() => {
  resetPixel();
  delete window.fbq;
  delete window._fbq;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('pixel without an id', () => {
  it('loads nothing and keeps events in memory', () => {
    expect(initPixel(undefined)).toBe(false);
    expect(initPixel('  ')).toBe(false);
    track('Search', { search_string: 'linen' });
    expect(recordedEvents()).toEqual([{ event: 'Search', payload: { search_string: 'linen' } }]);
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector(`script[src="${PIXEL_SCRIPT_URL}"]`)).toBeNull();
  });

  it('records the shop events with their payloads in EGP', () => {
    const product = getGetProductBySlugResponseMock(); // 1450, 10% off → 1305
    trackSearch('linen dress');
    trackViewContent(product);
    trackAddToCart(product, 2);
    expect(recordedEvents()).toEqual([
      { event: 'Search', payload: { search_string: 'linen dress' } },
      {
        event: 'ViewContent',
        payload: {
          content_ids: ['12'],
          content_name: 'Linen Wrap Midi Dress',
          content_type: 'product',
          value: 1305,
          currency: 'EGP',
        },
      },
      {
        event: 'AddToCart',
        payload: {
          content_ids: ['12'],
          content_name: 'Linen Wrap Midi Dress',
          content_type: 'product',
          contents: [{ id: '12', quantity: 2 }],
          value: 2610,
          currency: 'EGP',
        },
      },
    ]);
  });
});

describe('pixel with an id', () => {
  it('loads the script once and sends events to fbq instead of recording them', () => {
    expect(initPixel('1234567890')).toBe(true);
    expect(initPixel('1234567890')).toBe(true);
    expect(document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`)).toHaveLength(1);
    track('Search', { search_string: 'bags' });
    expect(window.fbq!.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'Search', { search_string: 'bags' }],
    ]);
    expect(recordedEvents()).toEqual([]);
  });
});
