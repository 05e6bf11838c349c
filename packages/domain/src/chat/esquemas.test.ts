import { describe, expect, it } from 'vitest';
import { conversacionBody, enviarBody, MAX_CUERPO, reiniciarAvisoBody } from './esquemas';

const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('contratos del chat', () => {
  it('un envío necesita texto o adjuntos, con mensajes en español', () => {
    expect(mensajes(enviarBody.safeParse({ from: 'a@worknet', to: 'b@worknet', message: '  ' }))).toEqual(['Escriba el mensaje o adjunte un archivo.']);
    expect(enviarBody.parse({ from: 'a@worknet', to: 'b@worknet', message: '', adjuntos: [3, 3] }).adjuntos).toEqual([3]);
    expect(mensajes(enviarBody.safeParse({ from: 'a', to: 'b@worknet', message: 'hola' }))).toEqual([
      'Indique una dirección de chat válida (usuario@worknet).',
    ]);
  });

  it('el largo se cuenta en caracteres, no en unidades UTF-16', () => {
    expect(enviarBody.safeParse({ from: 'a@worknet', to: 'b@worknet', message: '😀'.repeat(MAX_CUERPO) }).success).toBe(true);
    expect(mensajes(enviarBody.safeParse({ from: 'a@worknet', to: 'b@worknet', message: 'x'.repeat(MAX_CUERPO + 1) }))).toEqual([
      `El mensaje admite hasta ${MAX_CUERPO} caracteres.`,
    ]);
  });

  it('from es una persona; to puede ser una sala; count tiene tope', () => {
    expect(reiniciarAvisoBody.safeParse({ from: 'sala-1@salas.worknet', to: 'b@worknet' }).success).toBe(false);
    expect(reiniciarAvisoBody.safeParse({ from: 'a@worknet', to: 'sala-1@salas.worknet' }).success).toBe(true);
    expect(conversacionBody.parse({ from: 'a@worknet', to: 'b@worknet' }).count).toBe(50);
    expect(mensajes(conversacionBody.safeParse({ from: 'a@worknet', to: 'b@worknet', count: 1000 }))).toEqual([
      'Se pueden pedir hasta 200 mensajes por página.',
    ]);
  });
});

describe('una dirección vacía o larga da un solo mensaje', () => {
  it.each([
    ['', 'Indique "from" (una dirección usuario@worknet).'],
    ['a'.repeat(300), 'Indique una dirección de chat válida (usuario@worknet).'],
  ])('%#', (from, mensaje) => {
    expect(mensajes(reiniciarAvisoBody.safeParse({ from, to: 'b@worknet' }))).toEqual([mensaje]);
  });
});
