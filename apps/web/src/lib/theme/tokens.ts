import { theme, type ThemeConfig } from 'antd';
import type { Tema } from './preference';

// antd's defaults fail axe colour-contrast (white on #1677ff is 4.1:1, grey
// descriptions 3.3:1): a darker primary and darker secondary texts fix both.
const comun: ThemeConfig['token'] = {
  // One font stack for the whole page, declared once in index.html.
  fontFamily: 'var(--worknet-fuente)',
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  borderRadius: 6,
};

// A primary button under the pointer or pressed gets darker, not lighter: antd's
// lighter hover (#2e7ae6) leaves its white text at 4.2:1.
const botones: NonNullable<ThemeConfig['components']>['Button'] = { colorPrimaryHover: '#003eb3', colorPrimaryActive: '#002c8c' };

const claro: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    ...comun,
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // A link under the pointer gets darker too: antd's lighter hover (#579df2) is 2.8:1 on white.
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
  },
  components: {
    Layout: { headerBg: '#001529', siderBg: '#ffffff', bodyBg: '#f5f5f5' },
    Button: botones,
    // A tab under the pointer: antd's lighter hover blue (#2e7ae6) is 3.8:1 on the page grey.
    Tabs: { itemHoverColor: '#003eb3', itemActiveColor: '#002c8c' },
  },
};

const oscuro: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    ...comun,
    // Blue text on near-black needs a lighter blue than the buttons' fill.
    colorLink: '#69a1ff',
    colorLinkHover: '#adc8ff',
    colorLinkActive: '#8ab4ff',
    colorPrimaryText: '#8ab4ff',
    colorPrimaryTextHover: '#adc8ff',
    colorError: '#ff7875',
    colorTextDescription: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.72)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  },
  components: {
    Layout: { headerBg: '#001529', siderBg: '#141414', bodyBg: '#000000' },
    Menu: { itemSelectedColor: '#8ab4ff', subMenuItemSelectedColor: '#8ab4ff' },
    Button: botones,
  },
};

export function configuracionTema(tema: Tema): ThemeConfig {
  return tema === 'oscuro' ? oscuro : claro;
}
