import { Card, Tag } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Vacio } from '../../../lib/lista';
import { formatearHora, porUbicacion, type HechaHoy } from '../formato';

/** «Hechas hoy por ubicación»: what was finished today at each place, by whom, and whether a scan proved it. */
export function HechasHoy({ hechas }: { hechas: HechaHoy[] }) {
  if (!hechas.length) {
    return (
      <Vacio
        texto="Todavía no hay tareas hechas hoy."
        explicacion="Aquí aparece cada tarea terminada hoy, por lugar, con quién la hizo y si escaneó el código QR del lugar."
      />
    );
  }
  return (
    <div className="reporte-tareas-ubicaciones">
      {porUbicacion(hechas).map((g) => (
        <Card key={g.clave} size="small" title={<h3 style={{ fontSize: 15, margin: 0 }}>{g.ubicacion}</h3>}>
          <ul>
            {g.tareas.map((h) => (
              <li key={h.id}>
                <Link to={`/tareas/${h.id}`}>{h.titulo}</Link>
                <div>
                  {h.hecha_por ?? 'Sin autor'} a las {formatearHora(h.hecha_at)}{' '}
                  {/* A solid green: antd's «success» tag (green on pale green) fails the contrast check. */}
                  {h.con_escaneo ? (
                    <Tag color="#237804" icon={<CheckCircleOutlined aria-hidden />}>
                      Con escaneo
                    </Tag>
                  ) : (
                    <Tag icon={<ExclamationCircleOutlined aria-hidden />}>Sin escaneo</Tag>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
