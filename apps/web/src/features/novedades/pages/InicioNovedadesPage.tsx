import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTienePermiso } from '../../auth';
import { useFeed } from '../api';
import { TarjetaNovedad } from '../components/TarjetaNovedad';
import { PERMISO_EDITAR_NOVEDADES } from '../permisos';
import { BotonSimple } from '../../../lib/AvisoPantalla';
import { plural } from '../../../lib/format';
import { IconoSimple } from '../../../lib/IconoSimple';
import { PantallaCargando } from '../../../lib/lazyScreen';
import '../novedades.css';

/**
 * '/': the news home. The next page loads when the end of the list comes into view (or with the button).
 * Plain elements, no antd: with the layout (also plain) the first screen after login paints
 * before antd's code has even downloaded (issue 16, item 6: Lighthouse on a phone).
 */
export function InicioNovedadesPage() {
  const feed = useFeed();
  const navigate = useNavigate();
  const editor = useTienePermiso(PERMISO_EDITAR_NOVEDADES);
  const centinela = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const el = centinela.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const tarjetas = feed.data?.pages.flatMap((p) => p.filas) ?? [];
  const total = feed.data?.pages.at(-1)?.total ?? 0;

  return (
    <section className="novedades-inicio">
      <div className="novedades-inicio__cabecera">
        <h1 className="novedades-inicio__titulo">Novedades</h1>
        {editor && (
          <BotonSimple onClick={() => void navigate('/novedad/create')}>
            <IconoSimple icono={PlusOutlined} tamano={14} />
            Nueva novedad
          </BotonSimple>
        )}
      </div>
      {feed.isPending ? (
        <PantallaCargando />
      ) : tarjetas.length === 0 ? (
        <div className="novedades-inicio__vacio">
          <IconoSimple icono={InboxOutlined} tamano={48} />
          <p>Todavía no hay novedades para usted.</p>
        </div>
      ) : (
        <>
          <ul aria-label="Novedades publicadas" className="novedades-inicio__lista">
            {tarjetas.map((n) => (
              <li key={n.id}>
                <TarjetaNovedad n={n} />
              </li>
            ))}
          </ul>
          <div ref={centinela} />
          <div className="novedades-inicio__pie">
            <span className="worknet-texto-secundario" aria-live="polite">
              {`Mostrando ${tarjetas.length} de ${total} ${plural(total, 'novedad', 'novedades')}.`}
            </span>
            {hasNextPage && (
              <BotonSimple secundario cargando={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Cargar más novedades
              </BotonSimple>
            )}
          </div>
        </>
      )}
    </section>
  );
}
