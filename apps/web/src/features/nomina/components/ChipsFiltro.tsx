import { Flex, Tag } from 'antd';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { textoEntrada } from '../filtros';
import { useOpcionesAtributo } from '../opciones';

const BOTON_TEXTO = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  whiteSpace: 'normal',
} as const;

function ChipFiltro({ entrada, onEditar, onQuitar }: { entrada: EntradaFiltro; onEditar: () => void; onQuitar: () => void }) {
  const texto = textoEntrada(entrada, useOpcionesAtributo(entrada.atributo));
  return (
    <Tag
      color="blue"
      style={{ marginInlineEnd: 0, padding: '2px 8px', fontSize: 14, maxWidth: '100%' }}
      closable={{ 'aria-label': `Quitar filtro: ${texto}` }}
      onClose={(e) => {
        e.preventDefault();
        onQuitar();
      }}
    >
      <button type="button" style={BOTON_TEXTO} aria-label={`Editar filtro: ${texto}`} onClick={onEditar}>
        {texto}
      </button>
    </Tag>
  );
}

type Props = {
  entradas: readonly EntradaFiltro[];
  onEditar: (e: EntradaFiltro) => void;
  onQuitar: (e: EntradaFiltro) => void;
};

/** The active filters: clicking one edits it, its ✕ removes it. */
export function ChipsFiltro({ entradas, onEditar, onQuitar }: Props) {
  if (entradas.length === 0) return null;
  return (
    <Flex wrap gap={8} role="list" aria-label="Filtros aplicados" style={{ marginBottom: 16 }}>
      {entradas.map((e) => (
        <span role="listitem" key={e.atributo} style={{ maxWidth: '100%' }}>
          <ChipFiltro entrada={e} onEditar={() => onEditar(e)} onQuitar={() => onQuitar(e)} />
        </span>
      ))}
    </Flex>
  );
}
