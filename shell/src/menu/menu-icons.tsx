import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  EuroOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MobileOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIcon } from '@portal/federation';
import type { ReactNode } from 'react';

/**
 * The element of every icon a route manifest may name in `menu.icon` (MENU_ICONS of the contract; a table, so a
 * remote cannot pull in the whole icon set). Typed by that list: an icon added to the contract fails the shell's
 * typecheck until it is mapped here.
 */
const MENU_ICONS: Record<MenuIcon, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  BellOutlined: <BellOutlined />,
  CarOutlined: <CarOutlined />,
  CustomerServiceOutlined: <CustomerServiceOutlined />,
  DollarOutlined: <DollarOutlined />,
  EuroOutlined: <EuroOutlined />,
  FileExcelOutlined: <FileExcelOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  IdcardOutlined: <IdcardOutlined />,
  LinkOutlined: <LinkOutlined />,
  MobileOutlined: <MobileOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  QuestionCircleOutlined: <QuestionCircleOutlined />,
  ReadOutlined: <ReadOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TagsOutlined: <TagsOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

/** The icon element of a manifest icon name, or undefined (no icon, or a name from an older contract). */
export function menuIcon(name: string | undefined): ReactNode {
  return name && name in MENU_ICONS ? MENU_ICONS[name as MenuIcon] : undefined;
}
