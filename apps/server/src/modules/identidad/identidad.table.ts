// The identity tables moved to platform/identidad (the guard needs them and the platform
// must not import modules). This re-export keeps the old path working for files another
// change is editing at the same time; new code imports from the platform.
export { edificio, sector, usuario, usuarioSector } from '../../platform/identidad/identidad.table';
