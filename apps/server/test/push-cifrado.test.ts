import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cerrarCifrado, cifrarLote } from '../src/modules/push/cifrado';
import { compilarParaNode } from './compilar-apoyo';

// The push payloads are encrypted in worker threads (issue 40). The worker is plain JavaScript
// loaded by path: it must be found beside the sources (tsx, Vitest) and beside the bundle
// (scripts/build.mjs copies it next to dist/main.js), where no TypeScript loader exists.

const ece = createRequire(import.meta.url)('http_ece') as { decrypt: (b: Buffer, p: Record<string, unknown>) => Buffer };
const RAIZ_SERVIDOR = resolve(import.meta.dirname, '..');

function navegador() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    destino: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: ecdh.getPublicKey('base64url'), auth },
    abrir: (body: Uint8Array) => ece.decrypt(Buffer.from(body), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}

afterAll(() => cerrarCifrado());

describe('cifrado de las cargas push en hilos', () => {
  it('cifra cada carga para su navegador, en orden; claves inválidas dan un error por suscripción, no por lote', async () => {
    const [a, b] = [navegador(), navegador()];
    const roto = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: 'no-es-una-clave', auth: 'corto' };
    const r = await cifrarLote([a.destino, roto, b.destino], '{"titulo":"Guardia"}', { TTL: 3600, urgency: 'high', topic: 'chat1' });
    expect(r).toHaveLength(3);
    const [ra, rr, rb] = r;
    if (!ra || 'error' in ra || !rb || 'error' in rb) throw new Error('debía cifrar las dos suscripciones válidas');
    expect(a.abrir(ra.body)).toBe('{"titulo":"Guardia"}');
    expect(b.abrir(rb.body)).toBe('{"titulo":"Guardia"}');
    expect(ra.headers).toMatchObject({ TTL: 3600, Urgency: 'high', Topic: 'chat1', 'Content-Encoding': 'aes128gcm' });
    expect(rr).toEqual({ error: expect.any(String) });
  });

  it('compilado como npm run build (sin tsx), el hilo se encuentra junto al paquete y cifra', async () => {
    // The copy step is the build's own: the test reads it there instead of repeating it.
    expect(readFileSync(join(RAIZ_SERVIDOR, 'scripts/build.mjs'), 'utf8')).toContain(
      "copyFileSync('src/modules/push/cifrado.worker.mjs', 'dist/cifrado.worker.mjs')",
    );
    const salida = await compilarParaNode('src/modules/push/cifrado.ts', 'worknet-cifrado-');
    try {
      copyFileSync(join(RAIZ_SERVIDOR, 'src/modules/push/cifrado.worker.mjs'), join(salida, 'cifrado.worker.mjs'));
      const nav = navegador();
      writeFileSync(
        join(salida, 'probar.mjs'),
        `import { cifrarLote, cerrarCifrado } from './main.js';
        const [r] = await cifrarLote([${JSON.stringify(nav.destino)}], 'hola', { TTL: 60, urgency: 'normal' });
        await cerrarCifrado();
        process.stdout.write(Buffer.from(r.body).toString('base64'));`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, [join(salida, 'probar.mjs')], {
        cwd: RAIZ_SERVIDOR,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(nav.abrir(Buffer.from(stdout, 'base64'))).toBe('hola');
    } finally {
      rmSync(salida, { recursive: true, force: true });
    }
  });
});
