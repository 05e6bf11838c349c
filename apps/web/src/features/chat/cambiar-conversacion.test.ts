import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from '../../lib/query';
import { cambiarConversacion } from './api';

afterEach(() => queryClient.clear());

it('una página que se estaba cargando antes del cambio no lo pisa al llegar: se vuelve a pedir', async () => {
  const clave = ['chat', 'conversacion', 'ana', 'beto'];
  let servidor = ['¿Llegó la amoxicilina?'];
  let soltarLaVieja: () => void = () => undefined;
  let pedidos = 0;
  const observador = new QueryObserver<string[]>(queryClient, {
    queryKey: clave,
    staleTime: Infinity,
    queryFn: async () => {
      const leido = [...servidor];
      pedidos += 1;
      // The first read is slow: it was taken before the deletion and lands after it.
      if (pedidos === 1) await new Promise<void>((r) => (soltarLaVieja = r));
      return leido;
    },
  });
  const dejar = observador.subscribe(() => undefined);
  await expect.poll(() => pedidos).toBe(1);

  servidor = ['Mensaje eliminado'];
  cambiarConversacion<string[]>(clave, () => ['Mensaje eliminado']);
  soltarLaVieja();

  await expect.poll(() => queryClient.isFetching({ queryKey: clave })).toBe(0);
  expect(queryClient.getQueryData(clave)).toEqual(['Mensaje eliminado']);
  expect(pedidos).toBe(2);
  dejar();
});
