// npm run backup [-- --salida <carpeta o archivo.tar.gz>] [--rotar]
// npm run restore -- <archivo.tar.gz>
// Reads the same configuration as the server (.env in the working directory, then the environment).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { restringirUmask } from '../src/platform/files/permisos';
import { fechaLegible } from '../src/operacion/respaldo-comun';
import { respaldar } from '../src/operacion/respaldo';
import { restaurar } from '../src/operacion/respaldo-restaurar';
import { rotarRespaldos } from '../src/operacion/respaldo-rotacion';

const USO = 'Uso: npm run backup [-- --salida <carpeta o archivo.tar.gz>] [--rotar]\n     npm run restore -- <archivo.tar.gz>';

const archivos = (n: number) => `${n} ${n === 1 ? 'archivo' : 'archivos'}`;

async function principal(): Promise<void> {
  const [accion, ...resto] = process.argv.slice(2);
  // What a restore writes (the database, the files, the secret) and a backup's folders: the owner's only.
  restringirUmask();
  if (existsSync('.env')) process.loadEnvFile('.env');
  // Only DATA_DIR and DATABASE_URL matter here; a stand-in JWT_SECRET keeps loadConfig from
  // generating DATA_DIR/jwt-secret, which would make a fresh DATA_DIR look non-empty to restore.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'respaldo-sin-secreto-'.padEnd(40, '-') });
  const base = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  if (accion === 'respaldar') {
    const { values, positionals } = parseArgs({ args: resto, allowPositionals: true, options: { salida: { type: 'string' }, rotar: { type: 'boolean' } } });
    const salida = values.salida ?? positionals[0];
    const inicio = Date.now();
    const { archivo, manifiesto } = await respaldar({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, salida });
    const filas = Object.values(manifiesto.tablas).reduce((a, b) => a + b, 0);
    console.log(`Respaldo escrito en ${archivo} (${((Date.now() - inicio) / 1000).toFixed(1)} s).`);
    console.log(
      `Base: ${base}, ${Object.keys(manifiesto.tablas).length} tablas, ${filas} filas, ${manifiesto.migraciones} migraciones; ` +
        `${archivos(manifiesto.archivos.cantidad)} (${manifiesto.archivos.bytes} bytes); secretos: ${manifiesto.secretos.join(', ') || 'ninguno (JWT_SECRET viene del entorno: guárdelo aparte)'}.`,
    );
    const secretos = manifiesto.secretos.length ? ' y los secretos que firman las sesiones' : '';
    console.log(`El archivo contiene los datos del personal${secretos}: guárdelo cifrado y con acceso restringido.`);
    if (values.rotar && !salida?.endsWith('.tar.gz')) {
      const borrados = await rotarRespaldos(archivo);
      if (borrados.length) console.log(`Rotación: se borraron ${borrados.length} respaldos viejos (${borrados.join(', ')}).`);
    }
    return;
  }
  if (accion === 'restaurar') {
    const archivo = resto.find((a) => !a.startsWith('-'));
    if (!archivo) throw new Error(USO);
    const r = await restaurar({ archivo, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const filas = Object.values(r.manifiesto.tablas).reduce((a, b) => a + b, 0);
    console.log(`Respaldo del ${fechaLegible(r.manifiesto.fecha)} restaurado en ${base}.`);
    console.log(
      `${Object.keys(r.manifiesto.tablas).length} tablas con ${filas} filas verificadas; ${archivos(r.archivos.cantidad)}; secretos: ${r.manifiesto.secretos.join(', ') || 'ninguno'}.`,
    );
    for (const a of r.avisos) console.warn(`Aviso: ${a}`);
    console.log('Ya puede iniciar el servidor (npm start).');
    return;
  }
  throw new Error(USO);
}

principal().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
