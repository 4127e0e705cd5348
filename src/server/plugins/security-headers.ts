// A few response headers every answer carries: no MIME sniffing (an upload is only ever the type its URL
// says), no framing (the back office cannot be clickjacked), and no full URLs leaked to other sites.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      return payload;
    });
  },
  { name: 'security-headers' },
);
