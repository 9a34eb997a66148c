/**
 * The local ports a test server starts on (scripts/lib/typesense-server.ts): distinct, never one already
 * taken, and free again for the server once chosen.
 */
import net from 'node:net';
import {freePorts} from '../../scripts/lib/typesense-server';

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('free local ports', () => {
  it('are distinct, even many at once, and none of those already taken', async () => {
    const [taken] = await freePorts(1);
    for (let round = 0; round < 20; round += 1) {
      const ports = await freePorts(4, [taken!]);
      expect(ports).toHaveLength(4);
      expect(new Set(ports).size).toBe(4);
      expect(ports).not.toContain(taken);
    }
  });

  it('are released once chosen, so that a server can listen on each', async () => {
    const servers = await Promise.all((await freePorts(2)).map(listen));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
