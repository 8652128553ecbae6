import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** Props of {@link LinkButton}: a button's look, and the in-portal path it leads to. */
export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** A path of the portal, e.g. `/webshop/products` or `/shipments/new?webshopOrder=12`. */
  to: string;
}

/**
 * A link that looks like a button (issue 15: "Catalogue", "Ship order"): a real `<a href>` (the router's basename
 * included, so it can be opened in a new tab), which the router follows without reloading the page on a plain click.
 */
export function LinkButton({ to, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => follow(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
