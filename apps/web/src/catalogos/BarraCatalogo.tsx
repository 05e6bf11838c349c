import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Space, Switch, Typography } from 'antd';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import { BotonExportar, CampoBusqueda, EncabezadoLista } from '../lib/lista';
import { rutaApi } from './api';
import { INDICES_CATALOGOS } from './indices';
import { enMinuscula } from './textos';
import type { ListaCatalogoEstado } from './useListaCatalogo';

const ESPERA_BUSQUEDA_MS = 300;

/** Title, search, "Ver eliminados", "Exportar a Excel" and the screen's own button (`nuevo`). */
export function BarraCatalogo({ catalogo: c, lista, nuevo }: { catalogo: Catalogo; lista: ListaCatalogoEstado; nuevo?: ReactNode }) {
  const idSwitch = useId();
  const indice = INDICES_CATALOGOS[c.grupo];
  const { vista } = lista;

  return (
    <>
      <EncabezadoLista
        titulo={c.plural}
        acciones={!lista.eliminados && nuevo}
        antes={
          indice && <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={`/${indice.path}`}>{indice.titulo}</Link> }, { title: c.plural }]} />
        }
      />
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <CampoBusqueda
          aria-label={`Buscar ${enMinuscula(c.plural)}`}
          placeholder="Buscar"
          demoraMs={ESPERA_BUSQUEDA_MS}
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <Space size={8}>
          <Switch id={idSwitch} checked={lista.eliminados} onChange={lista.cambiarEliminados} />
          <label htmlFor={idSwitch}>Ver eliminados</label>
        </Space>
        <BotonExportar ruta={`${rutaApi(c)}/exportar`} params={lista.consulta} />
      </Space>
      {lista.eliminados && <Typography.Paragraph>Está viendo los registros eliminados. Restaure uno para volver a usarlo.</Typography.Paragraph>}
    </>
  );
}
