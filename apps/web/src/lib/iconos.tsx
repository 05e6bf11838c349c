import type { ComponentType } from 'react';
import {
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
};

export function IconoMenu({ nombre }: { nombre: string | undefined }) {
  const Icono = (nombre && ICONOS[nombre]) || AppstoreOutlined;
  return <Icono aria-hidden />;
}
