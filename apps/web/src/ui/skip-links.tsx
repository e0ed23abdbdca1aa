import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusInPlace } from '@/lib/focus-in-place.ts';
import './skip-links.css';

interface SlotState {
  slot: HTMLElement | null;
  setSlot: (slot: HTMLElement | null) => void;
}

const SlotContext = createContext<SlotState>({ slot: null, setSlot: () => undefined });

/** Lets the screen on show add its own skip links after the page's (ScreenSkipLinks). */
export function SkipLinkProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <SlotContext.Provider value={{ slot, setSlot }}>{children}</SlotContext.Provider>;
}

/** The first stops of the Tab order: the page's skip links, then the screen's. */
export function SkipLinkBar({ children }: { children: ReactNode }) {
  const { setSlot } = useContext(SlotContext);
  return (
    <div className="skip-links">
      {children}
      <div className="skip-links__screen" ref={setSlot} />
    </div>
  );
}

/** Skip links of one screen, shown in the page's bar while the screen is. */
export function ScreenSkipLinks({ children }: { children: ReactNode }) {
  const { slot } = useContext(SlotContext);
  return slot ? createPortal(children, slot) : null;
}

interface SkipLinkProps {
  /** Ids of the elements it leads to, tried in order (see lib/skip-targets.ts). */
  targets: readonly string[];
  /** Instead of moving focus: what the link does (opening a sheet on phones). */
  onActivate?: () => void;
  children: ReactNode;
}

/**
 * A link shown only while it has focus. It moves focus itself rather than following its address:
 * the address's hash holds the map position.
 */
export function SkipLink({ targets, onActivate, children }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (onActivate) {
      onActivate();
      return;
    }
    const target = targets
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    if (target) focusInPlace(target);
  };
  return (
    <a className="skip-link" href={`#${targets[0] ?? ''}`} onClick={onClick}>
      {children}
    </a>
  );
}
