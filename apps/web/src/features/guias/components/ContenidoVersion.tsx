import { Button, Space, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { GuiaDetalle } from '../api';
import { CuerpoNovedad } from '../../novedades/componentes';

type Version = NonNullable<GuiaDetalle['version']>;

const tamano = (b: number) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(b / 1024))} kB`);

/** What a version says: the text (sanitised by the server, as a news body) or its PDF to open. */
export function ContenidoVersion({ version }: { version: Version }) {
  if (version.formato === 'pdf') {
    if (!version.archivo) return <Typography.Text type="danger">El PDF de esta versión no está disponible.</Typography.Text>;
    return (
      <Space direction="vertical">
        <Typography.Text>
          Esta versión es un documento PDF: {version.archivo.nombre} ({tamano(version.archivo.tamano)}).
        </Typography.Text>
        <Button type="primary" ghost icon={<FilePdfOutlined aria-hidden />} href={version.archivo.url} target="_blank" rel="noopener noreferrer">
          Abrir el PDF
        </Button>
      </Space>
    );
  }
  return <CuerpoNovedad html={version.contenido ?? ''} />;
}
