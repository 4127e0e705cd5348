// Scenarios run on PGlite (tests/reliability) and on PostgreSQL (tests/pg) alike.
import { expect } from 'vitest';
import { startServer } from './server';
import { inspectShop, prepareShop, streamOrders, summary, waitForOrders, type Where } from './shop';

/** kill -9 a server while orders stream in, start it again, and check that nothing answered was lost. */
export async function killDuringOrders(where: Where) {
  const shop = await prepareShop(where);
  let server = await startServer(where);
  const target = { url: server.url };
  const stream = streamOrders(target, shop, 6);
  try {
    await waitForOrders(stream, 30);
    server.child.kill('SIGKILL');
    await server.exited;
    const killedWith = stream.answered.size;
    // The dead process's lock is no obstacle: its pid is gone.
    server = await startServer(where);
    target.url = server.url;
    await waitForOrders(stream, 30);
    await stream.stop();
    expect((await server.stop('SIGTERM')).code).toBe(0);
    const state = await inspectShop(where, shop, stream.answered.keys());
    expect(state.missing, summary(stream)).toEqual([]);
    expect(state.inconsistent).toEqual([]);
    expect(killedWith).toBeGreaterThanOrEqual(30);
    expect(state.orderCount).toBeGreaterThanOrEqual(stream.answered.size);
  } finally {
    await stream.stop();
    await server.stop('SIGKILL');
  }
}
