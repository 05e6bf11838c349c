import { describe, expect, it } from 'vitest';
import { errorPasswordConUsuario, passwordNueva } from './auth';
import { esNombrePermiso, PERMISOS, PERMISOS_ELEGIR_USUARIOS, ROLES_BASE } from './permisos';

describe('catálogo de permisos', () => {
  it('cada nombre sigue modulo.recurso.accion y tiene descripción en español', () => {
    for (const [nombre, descripcion] of Object.entries(PERMISOS)) {
      expect(nombre).toMatch(/^[a-z_]+\.[a-z_]+\.[a-z_]+$/);
      expect(descripcion.length).toBeGreaterThan(5);
    }
  });

  it('los roles base sólo otorgan permisos del catálogo y el ítem 1 es Administrador', () => {
    for (const r of ROLES_BASE) for (const p of r.permisos) expect(esNombrePermiso(p)).toBe(true);
    expect(ROLES_BASE.find((r) => r.id === 1)?.nombre).toBe('Administrador');
    expect(ROLES_BASE.map((r) => r.nombre)).toContain('AdministradorCompras');
  });

  it('levantar bloqueos de inicio de sesión es un permiso que ningún rol base tiene (sólo el Administrador, por ser el ítem 1)', () => {
    expect(PERMISOS['admin.acceso.desbloquear']).toBe('Levantar bloqueos de inicio de sesión');
    for (const r of ROLES_BASE) expect(r.permisos).not.toContain('admin.acceso.desbloquear');
  });

  it('buscar usuarios por nombre lo piden sólo las pantallas que eligen usuarios, incluidos los formularios de catálogo con un campo usuario', () => {
    expect(PERMISOS_ELEGIR_USUARIOS.length).toBeGreaterThan(0);
    for (const p of PERMISOS_ELEGIR_USUARIOS) expect(esNombrePermiso(p)).toBe(true);
    expect(PERMISOS_ELEGIR_USUARIOS).toEqual(
      expect.arrayContaining([
        'notificaciones.notificacion.enviar',
        'admin.grupo.editar',
        'admin.auditoria.ver',
        'rrhh.referente.crear',
        'rrhh.referente.editar',
      ]),
    );
    // Seeing a catalog does not open the user search.
    expect(PERMISOS_ELEGIR_USUARIOS).not.toContain('rrhh.referente.ver');
  });

  it('esNombrePermiso no acepta nombres heredados del prototipo', () => {
    expect(esNombrePermiso('toString')).toBe(false);
    expect(esNombrePermiso('admin.correo.ver')).toBe(true);
  });
});

describe('contraseña nueva', () => {
  it.each([
    ['corta1', false],
    ['1234567890', false],
    ['Argentina1', false],
    ['Worknet2026', true],
    ['guardia nocturna', true],
  ])('%s -> %s', (v, valida) => {
    expect(passwordNueva.safeParse(v).success).toBe(valida);
  });
});

describe('contraseña y usuario', () => {
  it('no puede ser igual al nombre de usuario (sin distinguir mayúsculas)', () => {
    expect(errorPasswordConUsuario('MLopez2026', 'mlopez2026')).toMatch(/igual al nombre de usuario/);
    expect(errorPasswordConUsuario('OtraCosa99', 'mlopez2026')).toBeNull();
  });
});
