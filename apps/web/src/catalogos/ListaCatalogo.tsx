import { useNavigate } from 'react-router';
import { Button } from 'antd';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import { TablaLista, columnaAcciones } from '../lib/lista';
import type { Fila } from './api';
import { AccionesFila, hayAcciones } from './AccionesFila';
import { BarraCatalogo } from './BarraCatalogo';
import { columnaEliminado, columnasCatalogo } from './columnas';
import { tituloNuevo } from './textos';
import { propsTabla, useListaCatalogo } from './useListaCatalogo';

/** The list screen of any catalog edited in a form (`<pantalla>`). */
export function ListaCatalogo({ catalogo: c }: { catalogo: Catalogo }) {
  const navigate = useNavigate();
  const lista = useListaCatalogo(c);
  const editar = (fila: Fila) => void navigate(`/${c.pantalla}/form/${fila.id}`);

  return (
    <section>
      <BarraCatalogo
        catalogo={c}
        lista={lista}
        nuevo={
          lista.permisos.crear && (
            <Button type="primary" onClick={() => void navigate(`/${c.pantalla}/form`)}>
              {tituloNuevo(c)}
            </Button>
          )
        }
      />
      <TablaLista<Fila>
        {...propsTabla(c, lista)}
        columns={[
          ...columnasCatalogo(c, lista.orden),
          ...(lista.eliminados ? [columnaEliminado] : []),
          ...(hayAcciones(lista, true) ? [columnaAcciones<Fila>((fila) => <AccionesFila catalogo={c} lista={lista} fila={fila} onEditar={editar} />)] : []),
        ]}
      />
    </section>
  );
}
