import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database (its WAL too: password hashes, CBUs, DNIs, sessions),
 * the uploads and the secret that signs the sessions: only the user that runs Worknet may read
 * or write any of it (issue 37, item 3).
 *
 * - The server and `npm run backup`/`restore` start with umask 077 (`restringirUmask`), so every
 *   folder created afterwards (DATA_DIR, PGlite's, files/…) is 700.
 * - PGlite (Emscripten's NODEFS) chmods every file it creates to 666 whatever the umask: the
 *   folders are what keeps other users out; the files are fixed at every start and after a restore.
 * - At start a DATA_DIR with anything readable or writable by group or others (an installation
 *   from before this rule, a copy made by hand) is fixed, like `chmod -R go-rwx DATA_DIR`, with a
 *   line in the log; if it cannot be fixed (owned by another user) the server refuses to start
 *   and names the commands.
 */
export const MODO_CARPETA = 0o700;

/** Group and others lose every permission on what this process creates from now on; returns the previous umask. */
export function restringirUmask(): number {
  return process.umask(0o077);
}

/** Creates DATA_DIR (700) if missing and takes group's and others' permissions off everything in it; how many entries it fixed. */
export function protegerDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: MODO_CARPETA });
  return quitarPermisosAjenos(dataDir);
}

/** `chmod -R go-rwx carpeta` without following links; how many entries it changed. Nothing when the folder does not exist. */
export function quitarPermisosAjenos(carpeta: string): number {
  let corregidas = 0;
  const corregir = (ruta: string): boolean => {
    let s;
    try {
      s = lstatSync(ruta);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false; // removed meanwhile (a temporary file)
      throw e;
    }
    if (s.isSymbolicLink()) return false; // a link's own mode means nothing; its target is not ours to change
    if ((s.mode & 0o077) !== 0) {
      try {
        chmodSync(ruta, s.mode & 0o7700);
      } catch (e) {
        const codigo = (e as NodeJS.ErrnoException).code;
        if (codigo === 'ENOENT') return false;
        if (codigo === 'EPERM' || codigo === 'EACCES') {
          throw new Error(
            `${ruta} es legible o modificable por otros usuarios de la máquina y este proceso no puede corregirlo (no es su dueño). ` +
              `DATA_DIR guarda la base de datos, los archivos subidos y el secreto de las sesiones: sólo el usuario que corre Worknet debe poder leerlo. ` +
              `Corríjalo con: chown -R <usuario de Worknet> ${carpeta} && chmod -R go-rwx ${carpeta}`,
            { cause: e },
          );
        }
        throw e;
      }
      corregidas += 1;
    }
    return s.isDirectory();
  };
  if (!corregir(carpeta)) return corregidas;
  const pendientes = [carpeta];
  for (let actual = pendientes.pop(); actual !== undefined; actual = pendientes.pop()) {
    let entradas;
    try {
      entradas = readdirSync(actual);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    for (const nombre of entradas) {
      const ruta = join(actual, nombre);
      if (corregir(ruta)) pendientes.push(ruta);
    }
  }
  return corregidas;
}

/** The log line of a start that fixed the modes. */
export const avisoPermisosCorregidos = (dataDir: string, n: number) =>
  `Se quitaron los permisos de grupo y de otros usuarios a ${n} ${n === 1 ? 'entrada' : 'entradas'} de ${dataDir} ` +
  '(la base de datos, los archivos subidos y los secretos son sólo del usuario que corre Worknet; equivale a chmod -R go-rwx DATA_DIR).';
