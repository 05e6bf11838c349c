// npm run create-admin -- --username ana --nombre "Ana Pérez" --email ana@empresa.com.ar
// The password is read from WORKNET_ADMIN_PASSWORD or asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordNueva } from '@worknet/domain/auth';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { crearAdministrador } from '../src/modules/usuarios/administrador.service';

const { values } = parseArgs({ options: { username: { type: 'string' }, nombre: { type: 'string' }, email: { type: 'string' } } });
if (!values.username || !values.nombre) {
  console.error('Uso: npm run create-admin -- --username <usuario> --nombre "<nombre completo>" [--email <e-mail>]');
  process.exit(1);
}
let password = process.env.WORKNET_ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Contraseña del administrador: ');
  rl.close();
}
const valida = passwordNueva.safeParse(password);
if (!valida.success) {
  console.error(valida.error.issues.map((i) => i.message).join('; '));
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await sincronizarRbac(database.db);
  const id = await crearAdministrador(database.db, {
    username: values.username,
    nombre_completo: values.nombre,
    email: values.email ?? null,
    password: valida.data,
  });
  console.log(`Administrador "${values.username}" creado (id ${id}).`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
