import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrarProgreso, useProgresoTrabajo } from './progreso-trabajos';

function Barra({ id }: { id: string }) {
  const p = useProgresoTrabajo(id);
  return <span>{p ? `${p.progreso} % ${p.estado}` : 'sin noticias'}</span>;
}

describe('progreso de trabajos por el socket', () => {
  it('la pantalla del trabajo se actualiza con cada aviso de ese trabajo y no con los de otros', () => {
    render(<Barra id="t-1" />);
    expect(screen.getByText('sin noticias')).toBeTruthy();
    act(() => registrarProgreso({ id: 't-1', nombre: 'recibos_dividir_carga', progreso: 40, estado: 'activo' }));
    expect(screen.getByText('40 % activo')).toBeTruthy();
    act(() => registrarProgreso({ id: 't-2', nombre: 'otro', progreso: 90, estado: 'activo' }));
    act(() => registrarProgreso({ id: 't-1', progreso: 'mucho' }));
    expect(screen.getByText('40 % activo')).toBeTruthy();
    act(() => registrarProgreso({ id: 't-1', nombre: 'recibos_dividir_carga', progreso: 100, estado: 'completado' }));
    expect(screen.getByText('100 % completado')).toBeTruthy();
  });
});
