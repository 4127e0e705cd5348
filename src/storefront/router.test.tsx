// The shop's router (router.tsx): the links it writes under the Arabic prefix, the current page in the navigation,
// the navigation state a page hands over, and a query that keeps what the shopper typed.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Route, Switch, useLocation, useNavigate, useSearchParams } from './router';
import { TestRouter } from './testing/test-router';

describe('the shop router', () => {
  it('writes the Arabic home page as /ar, and every other link under the prefix', () => {
    render(
      <TestRouter path="/ar/shop" base="/ar">
        <Link to="/">home</Link>
        <Link to="/shop?category=dresses">dresses</Link>
        <Link to="/products/linen-wrap-midi-dress">dress</Link>
      </TestRouter>,
    );
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('link', { name: 'dresses' })).toHaveAttribute(
      'href',
      '/ar/shop?category=dresses',
    );
    expect(screen.getByRole('link', { name: 'dress' })).toHaveAttribute(
      'href',
      '/ar/products/linen-wrap-midi-dress',
    );
  });

  it('marks the current page in the navigation; Home only on the home page', () => {
    render(
      <TestRouter path="/ar/shop" base="/ar">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/shop">Shop</NavLink>
      </TestRouter>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hands the navigation state to the next page, and goes to /ar rather than /ar/', () => {
    function Cart() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/checkout', { state: { coupon: 'EID10' } })}>
          Checkout
        </button>
      );
    }
    function Checkout() {
      const { pathname, state } = useLocation();
      const navigate = useNavigate();
      return (
        <>
          <p>{`${pathname} ${JSON.stringify(state)}`}</p>
          <button type="button" onClick={() => navigate('/', { replace: true })}>
            Home
          </button>
        </>
      );
    }
    render(
      <TestRouter path="/ar/cart" base="/ar">
        <Switch>
          <Route path="/cart">
            <Cart />
          </Route>
          <Route path="/checkout">
            <Checkout />
          </Route>
          <Route>
            <p>home page</p>
          </Route>
        </Switch>
      </TestRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Checkout' }).click());
    expect(screen.getByText('/checkout {"coupon":"EID10"}')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ar/checkout');
    act(() => screen.getByRole('button', { name: 'Home' }).click());
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ar');
  });

  it('reads the query as the address has it: decoded once, so a search for "%41" stays "%41" (not "A")', () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>{`q=${params.get('q')}`}</p>
          <button type="button" onClick={() => setParams((current) => (current.set('page', '2'), current))}>
            Next
          </button>
        </>
      );
    }
    render(
      <TestRouter path="/shop?q=%2541">
        <Search />
      </TestRouter>,
    );
    expect(screen.getByText('q=%41')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(window.location.search).toBe('?q=%2541&page=2');
    expect(screen.getByText('q=%41')).toBeInTheDocument();
  });
});
