import type { ComponentType } from 'react';
import {
  CloseCircleFilled,
  TagsOutlined,
  IdcardOutlined,
  FieldTimeOutlined,
  EnvironmentOutlined,
  ControlOutlined,
  BookOutlined,
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  DatabaseOutlined,
  ExportOutlined,
  ImportOutlined,
  MedicineBoxOutlined,
  SwapOutlined,
  InboxOutlined,
  CheckSquareOutlined,
  ScheduleOutlined,
  ReadOutlined,
  BarChartOutlined,
  CarryOutOutlined,
  QrcodeOutlined,
  CommentOutlined,
  AlertOutlined,
} from '@ant-design/icons';

// get_menu / get_index name icons by their @ant-design/icons component name.
// Only this small set is bundled; anything else falls back to AppstoreOutlined.
const ICONOS: Record<string, ComponentType> = {
  TagsOutlined,
  IdcardOutlined,
  FieldTimeOutlined,
  EnvironmentOutlined,
  ControlOutlined,
  BookOutlined,
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  // Inventory (issue 17).
  DatabaseOutlined,
  ExportOutlined,
  ImportOutlined,
  MedicineBoxOutlined,
  SwapOutlined,
  // Internal orders (issue 18).
  InboxOutlined,
  // Tasks, guides, maintenance requests and their reports (issue 22).
  CheckSquareOutlined,
  ScheduleOutlined,
  ReadOutlined,
  BarChartOutlined,
  CarryOutOutlined,
  QrcodeOutlined,
  CommentOutlined,
  AlertOutlined,
};

export function IconoMenu({ nombre }: { nombre: string | undefined }) {
  const Icono = (nombre && ICONOS[nombre]) || AppstoreOutlined;
  return <Icono aria-hidden />;
}

/**
 * `allowClear={BORRAR}` for Input and Select: antd names the clear button «Clear»
 * (Select) or by its icon, «close-circle» (Input); this names it «Borrar». antd
 * can only set it per component (a ConfigProvider allowClear would turn the
 * button on in every field), so each clearable field passes it.
 */
export const BORRAR = { clearIcon: <CloseCircleFilled aria-label="Borrar" />, label: 'Borrar' } as const;
