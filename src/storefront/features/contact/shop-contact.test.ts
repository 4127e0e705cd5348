import { describe, expect, it } from 'vitest';
import {
  hasContactWay,
  mailtoLink,
  NO_CONTACT,
  socialLink,
  telLink,
  whatsappDisplay,
  whatsappLink,
} from './shop-contact';

describe('shop contact links', () => {
  it('makes a wa.me link from international digits or an Egyptian number, with the message encoded', () => {
    expect(whatsappLink('201001234567')).toBe('https://wa.me/201001234567');
    expect(whatsappLink('010 0123 4567')).toBe('https://wa.me/201001234567');
    expect(whatsappLink('+20 100 123 4567', 'Order MO-7K3Q9D & more')).toBe(
      'https://wa.me/201001234567?text=Order%20MO-7K3Q9D%20%26%20more',
    );
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappDisplay('201001234567')).toBe('01001234567');
    expect(whatsappDisplay('447700900123')).toBe('+447700900123');
  });

  it('makes tel: and mailto: links only of what looks like a number or an address', () => {
    expect(telLink('02 2345-6789')).toBe('tel:0223456789');
    expect(telLink('+20 2 2345 6789')).toBe('tel:+20223456789');
    expect(telLink('call us')).toBeNull();
    expect(mailtoLink(' care@morph.example ')).toBe('mailto:care@morph.example');
    expect(mailtoLink('not an address')).toBeNull();
  });

  it('links social accounts over https only', () => {
    expect(socialLink('https://www.instagram.com/morph.eg')).toBe('https://www.instagram.com/morph.eg');
    expect(socialLink('javascript:alert(1)')).toBeNull();
    expect(socialLink('http://facebook.com/x')).toBeNull();
    expect(socialLink('')).toBeNull();
  });

  it('knows whether there is any way to reach the shop', () => {
    expect(hasContactWay(NO_CONTACT)).toBe(false);
    expect(hasContactWay({ ...NO_CONTACT, address: 'Cairo' })).toBe(false);
    expect(hasContactWay({ ...NO_CONTACT, email: 'care@morph.example' })).toBe(true);
  });
});
