import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// The one tooltip of the app (Radix). A TooltipProvider sets the delay for what it wraps.

export function TooltipProvider({
  delayDuration = 150,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'content'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes (rendered as the trigger itself). */
  children: ReactNode;
}

export function Tooltip({ content, children, className, sideOffset = 4, ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip-content"
          sideOffset={sideOffset}
          className={cn(
            'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg',
            className,
          )}
          {...props}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
