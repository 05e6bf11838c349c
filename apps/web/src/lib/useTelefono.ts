import { Grid } from 'antd';

/** A phone: below 576 px (antd's xs), as docs/ui.md says. Row actions fold, tabs become a menu, a person's own rows become cards. */
export const useTelefono = (): boolean => Grid.useBreakpoint().xs === true;
