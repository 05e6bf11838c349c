import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../../lib/notify';
import { FotoPersona } from './FotoPersona';

// The photo is a media item: shown by its signed thumbnail link, uploaded as a
// media draft and then made the photo with PUT persona/{id}/foto.

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

const FOTO = { id: 5, url: '/api/v1/recurso_media/5/archivo?exp=1&firma=a', miniatura_url: '/api/v1/recurso_media/5/miniatura?exp=1&firma=b' };
const TIPOS = [{ id: 3, label: 'Foto', modulo: 'rrhh', modelo: 'persona' }];
const archivo = (nombre: string, tipo: string) => new File([new Uint8Array([1, 2, 3])], nombre, { type: tipo });

describe('FotoPersona', () => {
  it('muestra la miniatura firmada; sin foto, el ícono', () => {
    servidorFalso([], () => ({ cuerpo: ok(TIPOS) }));
    montar(<FotoPersona personaId={7} foto={FOTO} nombre="Pérez, Ana" editable={false} />);
    expect(screen.getByRole('img', { name: 'Foto de Pérez, Ana' }).getAttribute('src')).toBe(FOTO.miniatura_url);
    expect(screen.queryByRole('button', { name: /foto/ })).toBeNull();
    montar(<FotoPersona personaId={7} foto={null} nombre="Pérez, Ana" editable />);
    expect(screen.getByRole('img', { name: 'Pérez, Ana no tiene foto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Subir foto/ })).toBeTruthy();
  });

  it('sube la imagen como media de rrhh/persona y la vuelve la foto con PUT persona/7/foto', async () => {
    const llamadas = servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok(TIPOS) };
      if (l.ruta === '/api/v1/recurso_media_worknet') return { cuerpo: ok({ id: 9 }) };
      if (l.ruta === '/api/v1/persona/7/foto') return { cuerpo: { ...ok({ id: 7 }), message: 'Foto actualizada.' } };
      return undefined;
    });
    montar(<FotoPersona personaId={7} foto={FOTO} nombre="Pérez, Ana" editable />);
    // The button waits for the tipo Foto id.
    await waitFor(() => expect(screen.getByRole('button', { name: /Cambiar foto/ }).hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Archivo de la foto'), { target: { files: [archivo('yo.png', 'image/png')] } });
    await waitFor(() => expect(avisos).toContainEqual({ tipo: 'success', texto: 'Foto actualizada.' }));
    const put = llamadas.find((l) => l.ruta === '/api/v1/persona/7/foto')!;
    expect(put.metodo).toBe('PUT');
    expect(put.cuerpo).toEqual({ media_id: 9 });
    expect(llamadas.find((l) => l.ruta === '/api/v1/recurso_media_worknet')!.metodo).toBe('POST');
  });

  it('lo que no es imagen no se envía y se avisa en español', async () => {
    const llamadas = servidorFalso([], () => ({ cuerpo: ok(TIPOS) }));
    montar(<FotoPersona personaId={7} foto={null} nombre="Pérez, Ana" editable />);
    fireEvent.change(screen.getByLabelText('Archivo de la foto'), { target: { files: [archivo('cv.pdf', 'application/pdf')] } });
    await waitFor(() => expect(avisos).toContainEqual({ tipo: 'error', texto: 'El archivo debe ser una imagen JPG, PNG, WEBP o GIF.' }));
    expect(llamadas.some((l) => l.ruta === '/api/v1/recurso_media_worknet')).toBe(false);
  });
});
