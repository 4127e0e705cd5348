// The texts docs/product.md gives for the cart, checkout and login, word for word.
import { describe, expect, it } from 'vitest';
import { cart } from '../../i18n/cart';
import { checkout } from '../../i18n/checkout';
import { login } from '../../i18n/login';

describe('spec texts', () => {
  it('cart', () => {
    expect(cart.emptyError).toBe('Your cart is empty.');
    expect(cart.loadFailed).toBe('Failed to load cart items. Please try refreshing the page.');
    expect(cart.retry).toBe('Retry');
    expect(cart.partialLoad(3)).toBe('Note: 3 items in cart but failed to load product details.');
    expect(cart.coupon.failed).toBe('Failed to apply coupon.');
  });

  it('checkout', () => {
    expect(checkout.alerts.cartEmpty).toBe('Cart is empty!');
    expect(checkout.alerts.requiredFields).toBe('Please fill in all required fields.');
    expect(checkout.alerts.failed).toBe('Failed to place order.');
    expect(checkout.alerts.success('MO-7K3Q9D')).toMatch(/^Order placed successfully! /);
    expect(checkout.placingOrder).toBe('Placing Order...');
    expect(checkout.summary.selectCity).toBe('Select a city');
    expect(checkout.payment.codNote).toBe("You'll pay cash when your order is delivered.");
    expect(checkout.payment.comingSoon).toBe('Coming Soon');
  });

  it('login', () => {
    expect(login.title).toBe('Admin Login');
    expect(login.invalidCredentials).toBe('Invalid credentials');
  });
});
