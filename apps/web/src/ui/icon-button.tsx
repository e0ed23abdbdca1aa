import type { ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger, type ButtonProps } from 'react-aria-components';

interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A button that shows only an icon: it always has a name and a tooltip. */
export function IconButton({
  label,
  children,
  tooltipPlacement = 'bottom',
  className = 'icon-button',
  ...props
}: IconButtonProps) {
  return (
    <TooltipTrigger delay={500}>
      <Button {...props} className={className} aria-label={label}>
        {children}
      </Button>
      <Tooltip className="tooltip" placement={tooltipPlacement} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
