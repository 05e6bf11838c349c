import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Button, Input, Space, Switch, Typography } from 'antd';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import { llamadasCatalogo } from './api';
import { INDICES_CATALOGOS } from './indices';
import { enMinuscula } from './textos';
import type { ListaCatalogoEstado } from './useListaCatalogo';

/** Title, search, "Ver eliminados", "Exportar a Excel" and the screen's own button (`nuevo`). */
export function BarraCatalogo({ catalogo: c, lista, nuevo }: { catalogo: Catalogo; lista: ListaCatalogoEstado; nuevo?: ReactNode }) {
  const idSwitch = useId();
  const [exportando, setExportando] = useState(false);
  const indice = INDICES_CATALOGOS[c.grupo];

  const exportar = async () => {
    setExportando(true);
    try {
      await llamadasCatalogo(c).exportar(lista.consulta);
    } catch {
      // The client already showed the message.
    } finally {
      setExportando(false);
    }
  };

  return (
    <>
      {indice && <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={`/${indice.path}`}>{indice.titulo}</Link> }, { title: c.plural }]} />}
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {c.plural}
        </Typography.Title>
        {!lista.eliminados && nuevo}
      </Space>
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          aria-label={`Buscar ${enMinuscula(c.plural)}`}
          placeholder="Buscar"
          allowClear
          style={{ width: 320, maxWidth: '100%' }}
          value={lista.texto}
          onChange={(e) => lista.setTexto(e.target.value)}
          onSearch={(v) => lista.buscar(v)}
        />
        <Space size={8}>
          <Switch id={idSwitch} checked={lista.eliminados} onChange={lista.cambiarEliminados} />
          <label htmlFor={idSwitch}>Ver eliminados</label>
        </Space>
        <Button onClick={() => void exportar()} loading={exportando}>
          Exportar a Excel
        </Button>
      </Space>
      {lista.eliminados && <Typography.Paragraph>Está viendo los registros eliminados. Restaure uno para volver a usarlo.</Typography.Paragraph>}
    </>
  );
}
