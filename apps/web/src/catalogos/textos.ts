import { enFrase, type Catalogo } from '@worknet/domain/catalogos/motor';

type Nombres = Pick<Catalogo, 'singular' | 'plural' | 'femenino'>;

// Names of a catalog inside a sentence or a title. Acronyms keep their case
// ('ART', not 'art'); ordinary nouns drop the capital ('tipo de contrato').

/** 'Tipo de contrato' -> 'tipo de contrato'; 'ART' stays 'ART' (the domain's rule). */
export const enMinuscula = enFrase;

/** 'Nueva ART', 'Nuevo tipo de contrato'. */
export const tituloNuevo = (c: Nombres) => `${c.femenino ? 'Nueva' : 'Nuevo'} ${enMinuscula(c.singular)}`;

/** 'Editar ART', 'Editar tipo de contrato'. */
export const tituloEditar = (c: Nombres) => `Editar ${enMinuscula(c.singular)}`;
