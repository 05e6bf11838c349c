import { describe, expect, it } from 'vitest';
import { direccionCanonica, direccionDe, direccionDeConversacion, direccionDeSala, leerDireccion } from './direcciones';

describe('direcciones del chat', () => {
  it('una persona es usuario@worknet; el recurso se ignora', () => {
    expect(direccionDe('ana.perez')).toBe('ana.perez@worknet');
    expect(leerDireccion('ana.perez@worknet')).toEqual({ tipo: 'usuario', username: 'ana.perez' });
    expect(leerDireccion(' ana@WORKNET/worknet ')).toEqual({ tipo: 'usuario', username: 'ana' });
    expect(direccionCanonica('ana@Worknet/worknet')).toBe('ana@worknet');
  });

  it('una sala es sala-<id>@salas.worknet', () => {
    expect(direccionDeSala(7)).toBe('sala-7@salas.worknet');
    expect(leerDireccion('sala-7@salas.worknet')).toEqual({ tipo: 'sala', conversacionId: 7 });
    expect(leerDireccion('sala-0@salas.worknet')).toBeNull();
    expect(leerDireccion('sala-99999999999@salas.worknet')).toBeNull();
    expect(leerDireccion('sala-x@salas.worknet')).toBeNull();
  });

  it('lo que no es una dirección', () => {
    for (const x of ['', 'ana', '@worknet', 'ana@otro', 'ana@worknet.com']) expect(leerDireccion(x)).toBeNull();
  });

  it('una conversación se nombra por su sala o por el otro miembro', () => {
    expect(direccionDeConversacion('sala', 7, 'ana')).toBe('sala-7@salas.worknet');
    expect(direccionDeConversacion('directa', 7, 'ana')).toBe('ana@worknet');
  });
});
