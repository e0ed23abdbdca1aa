import { useRef, useState, type ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger, type ButtonProps } from 'react-aria-components';

interface ToolButtonProps extends Omit<ButtonProps, 'children' | 'className'> {
  icon: ReactNode;
  /** The button's name, written beside the icon. */
  label: string;
  /** The screen's primary action, in the accent colour. */
  primary?: boolean;
}

/**
 * A toolbar button with an icon and its name. Where a toolbar is narrow, its container query may
 * hide the name (`.tool-button__label`) to leave room for the toolbar's title: the name stays for
 * assistive technology and shows as a tooltip.
 */
export function ToolButton({ icon, label, primary = false, ...props }: ToolButtonProps) {
  const name = useRef<HTMLSpanElement>(null);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  // Measured when the tooltip would open: a hidden name is clipped to a pixel.
  const nameHidden = () => (name.current?.clientWidth ?? 0) <= 1;
  return (
    <TooltipTrigger
      delay={500}
      isOpen={tooltipOpen}
      onOpenChange={(next) => setTooltipOpen(next && nameHidden())}
    >
      <Button {...props} className={`button tool-button${primary ? ' button--primary' : ''}`}>
        {icon}
        <span ref={name} className="tool-button__label">
          {label}
        </span>
      </Button>
      <Tooltip className="tooltip" placement="bottom" offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
