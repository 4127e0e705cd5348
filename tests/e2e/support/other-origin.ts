/**
 * A front end on another origin, as the spec's original shop was hosted: one small page served from its own port
 * that talks to the API on the e2e server with `fetch(…, { credentials: 'include' })` and writes what it got into
 * the page. playwright.config.ts lists its origin in the server's CORS_ORIGINS.
 */
import { createServer, type Server } from 'node:http';

export const OTHER_ORIGIN_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
/** A port whose origin is not in CORS_ORIGINS. */
export const UNLISTED_ORIGIN_PORT = OTHER_ORIGIN_PORT + 1;

const page = (api: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Another front end</title></head>
<body>
<main>
  <h1>Another front end</h1>
  <form id="login" aria-label="Sign in">
    <label>Username <input name="username" autocomplete="username"></label>
    <label>Password <input name="password" type="password" autocomplete="current-password"></label>
    <button>Sign in</button>
  </form>
  <p role="status" id="status"></p>
  <section aria-label="Coupons"><ul id="coupons"></ul></section>
  <button id="order" type="button">Place an order</button>
  <p id="placed"></p>
</main>
<script type="module">
  const API = ${JSON.stringify(api)};
  const $ = (id) => document.getElementById(id);
  // Every call as the spec's client makes it: one API host, credentials on every request.
  async function call(path, init = {}) {
    const response = await fetch(API + path, {
      ...init,
      credentials: 'include',
      headers: init.body ? { 'Content-Type': 'application/json' } : {},
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || 'HTTP ' + response.status);
    return body;
  }
  function show(error) {
    $('status').textContent = 'Failed: ' + (error instanceof TypeError ? 'the browser refused the answer' : error.message);
  }
  $('login').addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.target));
    try {
      const result = await call('/api/admin/login', { method: 'POST', body: JSON.stringify(data) });
      $('status').textContent = 'Signed in as ' + result.admin.username;
      const coupons = await call('/api/admin/coupons');
      $('coupons').replaceChildren(
        ...coupons.map((c) => Object.assign(document.createElement('li'), { textContent: c.code })),
      );
    } catch (error) {
      show(error);
    }
  });
  $('order').addEventListener('click', async () => {
    try {
      const page = await call('/api/products?page=1&pageSize=9');
      let line;
      for (const product of page.products)
        for (const variant of product.variants)
          for (const size of variant.sizes)
            if (!line && size.stock > 0)
              line = { productId: product.id, variantId: variant.id, size: size.size, quantity: 1 };
      const [city] = await call('/api/shipping/cities');
      const { shippingPrice } = await call('/api/shipping/price/' + encodeURIComponent(city));
      const order = await call('/api/customer/createOrder', {
        method: 'POST',
        body: JSON.stringify({
          firstName: 'Salma',
          lastName: 'Elsewhere',
          customerEmail: 'salma.elsewhere@example.com',
          mobileNumber: '01155501234',
          address: '9 Corniche St',
          anotherMobile: '',
          anotherAddress: '',
          couponCode: '',
          paymentMethod: 'CASH_ON_DELIVERY',
          city,
          items: [line],
        }),
      });
      $('placed').textContent = 'Order ' + order.orderNumber + ' to ' + city + ' (shipping ' + shippingPrice + ')';
    } catch (error) {
      show(error);
    }
  });
</script>
</body>
</html>`;

/** Serves the page on `port` (127.0.0.1), pointed at the API on `api`; resolves to the server to close. */
export function serveOtherFrontEnd(port: number, api: string): Promise<Server> {
  const html = page(api);
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
