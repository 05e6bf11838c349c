import { Button } from 'antd';

/**
 * «Quitar filtros», shown only while a filter of the list is on (`vista.filtrado`); it clears
 * them all (`vista.quitarFiltros`). `alQuitar` resets what the screen keeps beside the URL.
 */
export function QuitarFiltros({ vista, alQuitar }: { vista: { filtrado: boolean; quitarFiltros: () => void }; alQuitar?: () => void }) {
  if (!vista.filtrado) return null;
  return (
    <Button
      onClick={() => {
        alQuitar?.();
        vista.quitarFiltros();
      }}
    >
      Quitar filtros
    </Button>
  );
}
