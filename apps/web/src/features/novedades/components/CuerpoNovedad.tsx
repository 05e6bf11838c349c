import { theme } from 'antd';
import '../novedades.css';

/**
 * A body as the server stored it. It was sanitised there (news module,
 * novedades.html.ts) before being saved, which is what makes this safe.
 */
export function CuerpoNovedad({ html }: { html: string }) {
  const { token } = theme.useToken();
  return <div className="novedad-cuerpo" style={{ ['--novedad-enlace' as string]: token.colorLink }} dangerouslySetInnerHTML={{ __html: html }} />;
}
