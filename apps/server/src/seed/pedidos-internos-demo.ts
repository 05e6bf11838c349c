import { eq, sql } from 'drizzle-orm';
import type { LineaPedido } from '@worknet/domain/inventario/pedidos-internos';
import { prepararPedido, recibirPedido } from '../modules/inventario/pedidos-internos-preparacion.service';
import { crearPedido, lineasDe } from '../modules/inventario/pedidos-internos.service';
import { crearPlantilla } from '../modules/inventario/plantillas.service';
import type { Db } from '../platform/db/client';
import { filasDe } from '../platform/db/sql';
import { sector, usuario } from '../platform/identidad/identidad.table';
import { cargarPrincipal } from '../platform/identidad/principal';

// Internal orders of the demo (issue 18): Enfermería keeps two kits ordered from Farmacia
// central ("Curaciones semanal" and "Carro de paro"), one order already received (stock moved
// from the pharmacy to Enfermería piso 3), one prepared waiting for the ward and one sent
// waiting for the pharmacy. Everything through the services, as a person would do it.

export async function sembrarPedidosInternosDemo(db: Db, farmaciaDeposito: number, hoy: string): Promise<void> {
  const [enfermeria] = await db.select({ id: sector.id }).from(sector).where(eq(sector.nombre, 'Enfermería'));
  const [ref] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'referente'));
  const [farm] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'farmacia'));
  if (!enfermeria || !ref || !farm) return;
  const pide = (await cargarPrincipal(db, ref.id))!;
  const prepara = (await cargarPrincipal(db, farm.id))!;

  // Products of the pharmacy's catalog with plenty in date, by category.
  const conStock = filasDe<{ id: number; categoria: string }>(
    await db.execute(sql`
      select p.id, c.nombre as categoria
      from deposito_producto dp
      join producto p on p.id = dp.producto_id
      join producto_categoria c on c.id = p.categoria_id
      where dp.deposito_id = ${farmaciaDeposito} and p.activo and not p.controla_serie
        and (select coalesce(sum(s.cantidad), 0) from saldo_stock s
             where s.producto_id = p.id and s.deposito_id = dp.deposito_id and (s.fecha_vencimiento is null or s.fecha_vencimiento > ${hoy}::date + 30)) >= 40
      order by p.nombre_producto`),
  ).map((x) => ({ id: Number(x.id), categoria: x.categoria }));
  const de = (categorias: string[], n: number) => conStock.filter((x) => categorias.includes(x.categoria)).slice(0, n);
  const curaciones: LineaPedido[] = de(['Material de curación', 'Descartables'], 4).map((x, i) => ({ producto_id: x.id, cantidad: [2, 3, 1, 2][i]! }));
  const carro: LineaPedido[] = de(['Medicamentos', 'Soluciones parenterales'], 4).map((x, i) => ({ producto_id: x.id, cantidad: [1, 2, 1, 1][i]! }));
  if (curaciones.length < 2 || carro.length < 2) return;

  const base = { sector_id: enfermeria.id, deposito_id: farmaciaDeposito };
  await crearPlantilla(db, pide, { ...base, nombre: 'Curaciones semanal', items: curaciones });
  const carroId = await crearPlantilla(db, pide, { ...base, nombre: 'Carro de paro', items: carro });

  const pedir = (items: LineaPedido[], observaciones: string | null, plantilla_id: number | null = null) =>
    crearPedido(db, pide, { ...base, items, observaciones, plantilla_id, enviar: true, guardar_plantilla: null });
  const preparar = async (id: number) =>
    prepararPedido(db, prepara, id, {
      items: (await lineasDe(db, id)).map((l) => ({ linea_id: l.id, cantidad_preparada: l.cantidad, resto: 'pendiente' as const })),
      observaciones: null,
    });

  const recibido = await pedir(carro, 'Reposición del carro de paro después del código azul', carroId);
  await preparar(recibido.id);
  await recibirPedido(db, pide, recibido.id);
  const preparado = await pedir(curaciones.slice(0, 2), null);
  await preparar(preparado.id);
  await pedir(curaciones, 'Para el lunes, por favor');
}
