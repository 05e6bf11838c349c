import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { api, type OpcionesLlamada, type Parametros } from '../api';
import { avisar } from '../notify';

type Props = {
  /** The list's export endpoint (GET, or POST when `cuerpo` is given). */
  ruta?: string;
  /** Instead of `ruta`: a module's own download call (it resolves to the saved file's name). */
  descargar?: () => Promise<string>;
  /** The list's filters and order (useVistaLista's `consulta`): the file has what the screen shows, every page. */
  params?: Parametros;
  cuerpo?: unknown;
  /** The file's name when the server does not send one. */
  nombre?: string;
  timeoutMs?: number;
  disabled?: boolean;
  /** The button's icon; a spreadsheet unless told. */
  icono?: ReactNode;
  children?: ReactNode;
};

/** "Exportar a Excel": downloads the list's file and says its name when done. */
export function BotonExportar({
  ruta,
  descargar,
  params,
  cuerpo,
  nombre,
  timeoutMs,
  disabled,
  icono = <FileExcelOutlined />,
  children = 'Exportar a Excel',
}: Props) {
  const [exportando, setExportando] = useState(false);
  const exportar = async () => {
    setExportando(true);
    try {
      const opciones: OpcionesLlamada & { nombre?: string; cuerpo?: unknown } = { params, cuerpo, nombre, timeoutMs };
      const guardado = descargar ? await descargar() : await api.download(ruta ?? '', opciones);
      avisar({ tipo: 'success', texto: `Se descargó ${guardado}.` });
    } catch {
      // The client already showed the failure.
    } finally {
      setExportando(false);
    }
  };
  return (
    <Button icon={icono} loading={exportando} disabled={disabled} onClick={() => void exportar()}>
      {children}
    </Button>
  );
}
