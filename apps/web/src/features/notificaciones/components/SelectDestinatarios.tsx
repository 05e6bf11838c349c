import { Select } from 'antd';
import type { Audiencia } from '@worknet/domain/notificaciones/tipos';
import { SelectorRemoto, type OpcionRemota } from '../../../lib/lista';
import { useApiQuery } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES } from '../api';

type Props = { audiencia: Exclude<Audiencia, 'todos'>; id?: string; value?: number[]; onChange?: (v: number[]) => void };

const CINCO_MINUTOS = 300_000;

/** The ids of the chosen audience: users (searched), groups or sectors. */
export function SelectDestinatarios({ audiencia, id, value, onChange }: Props) {
  const grupos = useApiQuery<OpcionRemota[]>(CLAVES_NOTIFICACIONES.grupos, '/api/v1/notificaciones/opciones_grupos', undefined, {
    enabled: audiencia === 'grupos',
    staleTime: CINCO_MINUTOS,
  });
  const sectores = useApiQuery<OpcionRemota[]>(['notificaciones', 'sectores'], '/api/v1/sectores', undefined, {
    enabled: audiencia === 'sectores',
    staleTime: CINCO_MINUTOS,
  });
  // Users are searched on the server (there may be thousands); the chosen ones keep their label.
  if (audiencia === 'usuarios')
    return (
      <SelectorRemoto fuente="usuarios" multiple id={id} value={value} onChange={onChange} placeholder="Escriba al menos 2 letras del nombre o del usuario" />
    );
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
