// A role's stored name is an identifier the spec fixes (ROL_ADMINISTRADOR_COMPRAS in
// @worknet/domain/auth, written together); people read a label instead. Roles created on
// screen are already words. (The literal, not the import: that module brings zod into the chunk.)
const ETIQUETAS: Record<string, string> = { AdministradorCompras: 'Administrador de compras' };

/** How a role is shown: «Administrador de compras», not «AdministradorCompras». */
export const etiquetaRol = (nombre: string) => ETIQUETAS[nombre] ?? nombre;
