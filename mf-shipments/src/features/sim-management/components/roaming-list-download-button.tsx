import { DownloadOutlined } from '@ant-design/icons';
import type { RoamingListVersion } from '@portal/domain';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useDownload } from '../../../shared/hooks/use-download';
import { downloadRoamingList } from '../api/download-roaming-list';

/** Props of {@link RoamingListDownloadButton}. */
export interface RoamingListDownloadButtonProps {
  version: Pick<RoamingListVersion, 'id' | 'supplierId' | 'fileName'>;
  /** The button's text; none for an icon button (then give `ariaLabel`). */
  children?: ReactNode;
  /** The accessible name when the text alone does not say which list (cards, table rows). */
  ariaLabel?: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}

/**
 * Downloads one version of a supplier's roaming list as it was uploaded (issue 15: the card's "Download", the
 * roaming list page's "Download roaming list", each row of the versions). Spins while the file loads; a failure
 * shows the spec §8 message (useDownload).
 */
export function RoamingListDownloadButton({
  version,
  children,
  ariaLabel,
  type,
  size,
}: RoamingListDownloadButtonProps) {
  const { downloading, download } = useDownload();
  return (
    <Button
      type={type}
      size={size}
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      aria-label={ariaLabel}
      onClick={() => void download(() => downloadRoamingList(version))}
    >
      {children}
    </Button>
  );
}
