import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { avisar, cerrarAviso } from '../lib/notify';
import { AvisosPuente } from './AvisosPuente';
import { TemaProvider } from '../lib/theme/TemaContext';

describe('avisos (toasts)', () => {
  it('los avisos que llegan antes de que carguen los de antd se muestran al cargar; uno cerrado antes, no', async () => {
    // The toasts carry antd's provider, themed from the app's TemaProvider.
    render(
      <TemaProvider>
        <AvisosPuente />
      </TemaProvider>,
    );
    avisar({ tipo: 'error', texto: 'Usuario o contraseña incorrectos.', clave: 'login' });
    avisar({ tipo: 'info', texto: 'Ya no corresponde.', clave: 'viejo' });
    cerrarAviso('viejo');
    expect(await screen.findByText('Usuario o contraseña incorrectos.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Ya no corresponde.')).toBeNull();
    // Once loaded, later ones go straight to antd.
    avisar({ tipo: 'success', texto: 'Guardado.' });
    expect(await screen.findByText('Guardado.')).toBeTruthy();
  });
});
