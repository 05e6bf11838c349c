import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

type Props = {
  /** Where to go when this screen was opened directly (a pasted link, a new tab): the screen's natural parent. */
  alternativa: string;
  /** The button's text: «Volver» unless the screen names its parent («Volver a Legajos»). */
  texto?: string;
};

/**
 * «Volver»: back to where the user came from, as the browser's back button does,
 * so a list returns with its search, filters and page (they live in the URL) and
 * at the scroll position it had. Without an earlier entry of this app in the
 * history it goes to `alternativa`.
 */
export function Volver({ alternativa, texto = 'Volver' }: Props) {
  const navigate = useNavigate();
  const volver = () => {
    // react-router numbers its own history entries (history.state.idx); 0 is the first one of this tab.
    const indice = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (indice > 0) void navigate(-1);
    else void navigate(alternativa);
  };
  return (
    <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={volver} style={{ paddingInline: 0, marginBottom: 8 }}>
      {texto}
    </Button>
  );
}
