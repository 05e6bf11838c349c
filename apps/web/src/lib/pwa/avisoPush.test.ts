import { describe, expect, it } from 'vitest';
import { avisoDePush, direccionDe, rutaDeAviso, ventanaParaAbrir } from './avisoPush';

describe('el aviso de un push', () => {
  it('título, texto, ruta y etiqueta de la carga del servidor', () => {
    const a = avisoDePush(JSON.stringify({ titulo: 'Mensaje de Ana', texto: 'Hola', enlace: '/chat?con=7', tipo: 'chat', etiqueta: 'chat-7' }));
    expect(a.titulo).toBe('Mensaje de Ana');
    expect(a.opciones.body).toBe('Hola');
    expect(a.opciones.data.url).toBe('#/chat?con=7');
    expect(a.opciones.tag).toBe('chat-7');
    expect(a.opciones.renotify).toBe(true);
  });

  it('siempre muestra algo visible: vacío, ilegible o sin campos', () => {
    for (const datos of [null, '', '{}', '[1]', 'null']) {
      const a = avisoDePush(datos);
      expect(a.titulo).toBe('Worknet');
      expect(a.opciones.body).toBe('Tiene un aviso nuevo.');
      expect(a.opciones.data.url).toBe('#/');
      expect(a.opciones.tag).toBeUndefined();
    }
    expect(avisoDePush('texto suelto').opciones.body).toBe('texto suelto');
  });

  it('la ruta nunca sale de Worknet', () => {
    expect(rutaDeAviso('#/novedades/3')).toBe('#/novedades/3');
    expect(rutaDeAviso('/notificaciones')).toBe('#/notificaciones');
    expect(rutaDeAviso('https://otro.sitio/x')).toBe('#/');
    expect(rutaDeAviso('//otro.sitio/x')).toBe('#/');
    expect(rutaDeAviso('javascript:alert(1)')).toBe('#/');
    expect(rutaDeAviso(null)).toBe('#/');
  });
});

describe('el toque en el aviso', () => {
  const alcance = 'https://worknet.local/';
  it('elige la ventana de Worknet enfocada, si no una visible, si no cualquiera', () => {
    const otra = { url: 'https://otro.sitio/', focused: true };
    const oculta = { url: `${alcance}#/`, visibilityState: 'hidden' };
    const visible = { url: `${alcance}#/chat`, visibilityState: 'visible' };
    expect(ventanaParaAbrir([otra, oculta, visible], alcance)).toBe(visible);
    expect(ventanaParaAbrir([otra, oculta], alcance)).toBe(oculta);
    expect(ventanaParaAbrir([otra], alcance)).toBeUndefined();
    const enfocada = { url: `${alcance}#/x`, focused: true };
    expect(ventanaParaAbrir([visible, enfocada], alcance)).toBe(enfocada);
  });

  it('arma la dirección de la ruta bajo el alcance de la app', () => {
    expect(direccionDe(alcance, '#/chat?con=7')).toBe('https://worknet.local/#/chat?con=7');
    expect(direccionDe('https://x.org/intranet/', '#/')).toBe('https://x.org/intranet/#/');
  });
});
