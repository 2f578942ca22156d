import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { DialogOverlay } from "./dialog";

export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-lg overflow-y-auto", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-3/4 max-w-xs border-r",
      right: "inset-y-0 right-0 h-full w-full border-l sm:max-w-lg",
    },
  },
  defaultVariants: { side: "right" },
});

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {}

/** A dialog that slides in from an edge: the inquiry panel and the mobile navigation drawer. */
export function SheetContent({ side, className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-sheet-side={side ?? "right"} className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <X className="size-4" />
          <span className="sr-only">Close panel</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col space-y-2", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
