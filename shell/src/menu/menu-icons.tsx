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
import type { ReactNode } from 'react';

/**
 * Icons a route manifest may name in `menu.icon` (a table, so a remote cannot pull in the whole icon set).
 * Unknown names render no icon.
 */
const MENU_ICONS: Record<string, ReactNode> = {
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

/** The icon element of a manifest icon name, or undefined. */
export function menuIcon(name: string | undefined): ReactNode {
  return name ? MENU_ICONS[name] : undefined;
}
