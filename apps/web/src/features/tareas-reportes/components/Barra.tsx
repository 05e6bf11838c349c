/** A number with its bar (its share of `maximo`); the bar is decoration, the number is what is read. */
export function Barra({ valor, maximo, color }: { valor: number; maximo: number; color?: string | null }) {
  const ancho = maximo > 0 ? Math.round((valor * 100) / maximo) : 0;
  return (
    <span className="reporte-tareas-barra">
      <span style={{ minWidth: 28, textAlign: 'right' }}>{valor}</span>
      <span className="reporte-tareas-barra-pista" aria-hidden="true">
        <span className="reporte-tareas-barra-relleno" style={{ display: 'block', width: `${ancho}%`, ...(color ? { background: color } : {}) }} />
      </span>
    </span>
  );
}
