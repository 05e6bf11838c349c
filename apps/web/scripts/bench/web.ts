// npm run bench, the web's part (issue 16, item 6): one built server, then the login-to-home
// time (primera-pantalla.ts) and Lighthouse's mobile preset (lighthouse.ts). The web must be
// built first (`npm run build`). Exits 1 when a target is missed, after printing every figure.
import { arrancarServidor, lanzarChromium } from '../navegador';
import { medirLighthouse } from './lighthouse';
import { medirPrimeraPantalla } from './primera-pantalla';

const servidor = await arrancarServidor();
try {
  const navegador = await lanzarChromium();
  let ok: boolean;
  try {
    ok = await medirPrimeraPantalla(servidor, navegador);
  } finally {
    await navegador.close();
  }
  ok = (await medirLighthouse(servidor)) && ok;
  console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
  if (!ok) process.exitCode = 1;
} finally {
  await servidor.detener();
}
