import { useState } from 'react';
import { Select } from 'antd';
import type { Audiencia, Opcion } from '@worknet/domain/notificaciones/tipos';
import { useApiQuery } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES } from '../api';

type Props = { audiencia: Exclude<Audiencia, 'todos'>; id?: string; value?: number[]; onChange?: (v: number[]) => void };

const CINCO_MINUTOS = 300_000;

/** Users are searched on the server (there may be thousands); the chosen ones keep their label. */
function SelectUsuarios({ id, value, onChange }: Omit<Props, 'audiencia'>) {
  const [texto, setTexto] = useState('');
  const [elegidos, setElegidos] = useState<Opcion[]>([]);
  const busqueda = useApiQuery<Opcion[]>(['notificaciones', 'usuarios'], '/api/v1/sis_usuarios', { usuario: texto }, { enabled: texto.trim().length >= 2 });
  const opciones = [...elegidos, ...(busqueda.data ?? []).filter((o) => !elegidos.some((e) => e.value === o.value))];
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setTexto }}
      value={value}
      onChange={(v: number[]) => {
        setElegidos(opciones.filter((o) => v.includes(o.value)));
        onChange?.(v);
      }}
      options={opciones}
      loading={busqueda.isFetching}
      placeholder="Escriba al menos 2 letras del nombre o del usuario"
      notFoundContent={texto.trim().length < 2 ? 'Escriba para buscar' : 'Sin resultados'}
    />
  );
}

/** The ids of the chosen audience: users (searched), groups or sectors. */
export function SelectDestinatarios({ audiencia, id, value, onChange }: Props) {
  const grupos = useApiQuery<Opcion[]>(CLAVES_NOTIFICACIONES.grupos, '/api/v1/notificaciones/opciones_grupos', undefined, {
    enabled: audiencia === 'grupos',
    staleTime: CINCO_MINUTOS,
  });
  const sectores = useApiQuery<Opcion[]>(['notificaciones', 'sectores'], '/api/v1/sectores', undefined, {
    enabled: audiencia === 'sectores',
    staleTime: CINCO_MINUTOS,
  });
  if (audiencia === 'usuarios') return <SelectUsuarios id={id} value={value} onChange={onChange} />;
  const fuente = audiencia === 'grupos' ? grupos : sectores;
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={fuente.data ?? []}
      loading={fuente.isPending}
      placeholder={audiencia === 'grupos' ? 'Elija los grupos' : 'Elija los sectores'}
      notFoundContent={audiencia === 'grupos' ? 'No hay grupos' : 'No hay sectores'}
    />
  );
}
